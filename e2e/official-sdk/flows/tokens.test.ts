// Visitor tokens through the official SDK's OAuthStrategy: issued by the hard-coded token endpoint
// (sent to the local platform by the one-line install), used, and renewed with the refresh token.
import { describe, expect, it } from 'vitest';
import { visitorClient } from '../kit/clients';

describe('visitor tokens', () => {
  it('gets anonymous tokens, calls with them, and renews them', async () => {
    const client = visitorClient();
    const tokens = await client.auth.generateVisitorTokens();
    expect(tokens.accessToken.value).toMatch(/^OauthNG\.JWS\./);
    expect(tokens.accessToken.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(tokens.refreshToken.role).toBe('visitor');

    const renewed = await client.auth.renewToken(tokens.refreshToken);
    expect(renewed.accessToken.value).toMatch(/^OauthNG\.JWS\./);
    expect(renewed.refreshToken.value).toEqual(expect.any(String));

    client.auth.setTokens(renewed);
    const { items } = await client.plans.queryPublicPlans().find();
    expect(items.length).toBeGreaterThan(0);
  });

  it('renews an expired access token by itself before the next call', async () => {
    const client = visitorClient();
    const tokens = await client.auth.generateVisitorTokens();
    client.auth.setTokens({
      ...tokens,
      accessToken: {
        value: tokens.accessToken.value,
        expiresAt: Math.floor(Date.now() / 1000) - 60,
      },
    });
    const { items } = await client.products.queryProducts().limit(1).find();
    expect(items).toHaveLength(1);
    const now = client.auth.getTokens();
    expect(now.accessToken.value).not.toBe(tokens.accessToken.value);
    expect(now.accessToken.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });
});

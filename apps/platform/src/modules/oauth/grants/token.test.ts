import { ACCESS_TOKEN_TTL_SECONDS, DEMO_SITE_ID, SAMPLE_CLIENT_ID } from '@headless/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { visitorTokens } from '../../../../test/build-app';
import { expectAppError, useTestApp } from '../../../../test/harness';
import { refreshTokens } from '../../../db/schema/core';

const t = useTestApp();

const token = (payload: unknown, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/oauth2/token',
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

function decode(jwt: string, prefix: string) {
  expect(jwt.startsWith(prefix)).toBe(true);
  const [header, payload] = jwt.slice(prefix.length).split('.') as [string, string];
  const json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  return { header: json(header), payload: json(payload) };
}

describe('POST /oauth2/token, anonymous grant', () => {
  it('issues a visitor token pair per the contract', async () => {
    const res = await token({ clientId: SAMPLE_CLIENT_ID, grantType: 'anonymous' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      expires_in: 14400,
      token_type: 'Bearer',
      scope: 'offline_access',
    });
  });

  it('puts the site and a new visitor id in the access token data claim', async () => {
    const [a, b] = [await visitorTokens(t.app), await visitorTokens(t.app)];
    const { header, payload } = decode(a.access_token, 'OauthNG.JWS.');
    expect(header).toMatchObject({ alg: 'HS256', kid: expect.any(String) });
    expect(payload.exp - payload.iat).toBe(ACCESS_TOKEN_TTL_SECONDS);
    const { instance } = JSON.parse(payload.data);
    expect(instance).toMatchObject({
      metaSiteId: DEMO_SITE_ID,
      appDefId: SAMPLE_CLIENT_ID,
      permissions: '',
    });
    expect(instance.aid).toMatch(/^[0-9a-f-]{36}$/);
    expect(instance.uid).toBeUndefined();
    const other = JSON.parse(decode(b.access_token, 'OauthNG.JWS.').payload.data).instance;
    expect(other.aid).not.toBe(instance.aid);
  });

  it('makes the refresh token a JWS whose data is the quoted id of a stored row, valid 365 days', async () => {
    const { refresh_token } = await visitorTokens(t.app);
    const { payload } = decode(refresh_token, 'JWS.');
    expect(payload.exp - payload.iat).toBe(365 * 24 * 3600);
    const id = JSON.parse(payload.data);
    const [row] = await t.db.select().from(refreshTokens).where(eq(refreshTokens.id, id));
    expect(row).toMatchObject({
      role: 'visitor',
      siteId: DEMO_SITE_ID,
      clientId: SAMPLE_CLIENT_ID,
    });
  });

  it('accepts snake_case names', async () => {
    const res = await token({ client_id: SAMPLE_CLIENT_ID, grant_type: 'anonymous' });
    expect(res.statusCode).toBe(200);
  });

  it('accepts form-urlencoded bodies', async () => {
    const form = `client_id=${SAMPLE_CLIENT_ID}&grant_type=anonymous`;
    const res = await token(form, 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(200);
    expect(res.json().access_token).toMatch(/^OauthNG\.JWS\./);
  });
});

describe('POST /oauth2/token, refresh grant', () => {
  const refresh = (refreshToken: string | undefined) =>
    token({ clientId: SAMPLE_CLIENT_ID, grantType: 'refresh_token', refreshToken });

  it('keeps the role and subject and returns the same refresh token', async () => {
    const first = await visitorTokens(t.app);
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const aid = (jwt: string) => JSON.parse(decode(jwt, 'OauthNG.JWS.').payload.data).instance.aid;
    expect(aid(res.json().access_token)).toBe(aid(first.access_token));
    expect(res.json().refresh_token).toBe(first.refresh_token);
  });

  it('accepts snake_case names in a form body', async () => {
    const first = await visitorTokens(t.app);
    const form = new URLSearchParams({
      client_id: SAMPLE_CLIENT_ID,
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    const res = await token(form.toString(), 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(200);
  });

  async function expectBadRefresh(refreshToken: string | undefined) {
    expectAppError(await refresh(refreshToken), 400, 'INVALID_REFRESH_TOKEN');
  }

  it('refuses garbage, a missing token and a forged signature', async () => {
    await expectBadRefresh('JWS.not-a-token');
    await expectBadRefresh(undefined);
    const { refresh_token } = await visitorTokens(t.app);
    await expectBadRefresh(
      refresh_token.slice(0, -4) + (refresh_token.endsWith('AAAA') ? 'BBBB' : 'AAAA'),
    );
  });

  it('refuses revoked and expired rows', async () => {
    const revoked = await visitorTokens(t.app);
    const expired = await visitorTokens(t.app);
    const idOf = (jwt: string) => JSON.parse(decode(jwt, 'JWS.').payload.data) as string;
    await t.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(refreshTokens.id, idOf(revoked.refresh_token)));
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.id, idOf(expired.refresh_token)));
    await expectBadRefresh(revoked.refresh_token);
    await expectBadRefresh(expired.refresh_token);
  });

  it('refuses an access token in place of a refresh token', async () => {
    const { access_token } = await visitorTokens(t.app);
    await expectBadRefresh(access_token);
  });
});

describe('POST /oauth2/token, bad requests', () => {
  it('rejects an unknown client id with INVALID_CLIENT_ID', async () => {
    const res = await token({ clientId: 'nope', grantType: 'anonymous' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Unknown client id nope',
      details: { applicationError: { code: 'INVALID_CLIENT_ID' } },
    });
  });

  it('rejects a missing client id and an empty body the same way', async () => {
    for (const res of [
      await token({ grantType: 'anonymous' }),
      await t.app.inject({ method: 'POST', url: '/oauth2/token' }),
    ]) {
      expectAppError(res, 400, 'INVALID_CLIENT_ID');
    }
  });

  it('rejects a missing or unknown grant type with a validation error', async () => {
    const missing = await token({ clientId: SAMPLE_CLIENT_ID });
    expect(missing.json().details.validationError.fieldViolations).toEqual([
      { field: 'grantType', description: 'is required', violatedRule: 'REQUIRED_FIELD' },
    ]);
    const unknown = await token({ clientId: SAMPLE_CLIENT_ID, grantType: 'password' });
    expect(unknown.statusCode).toBe(400);
    const [violation] = unknown.json().details.validationError.fieldViolations;
    expect(violation).toMatchObject({ field: 'grantType', violatedRule: 'INVALID_ENUM_VALUE' });
    expect(violation.description).toContain('anonymous, refresh_token');
  });
});

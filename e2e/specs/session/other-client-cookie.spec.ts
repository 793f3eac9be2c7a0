import { DEMO_SITE_ID, SAMPLE_CLIENT_ID, TokenResponse } from '@headless/contract';
import type { Tokens } from '@headless/sdk';
import {
  decodeAccessToken,
  expect,
  parseSession,
  platformCli,
  platformUrl,
  sessionCookie,
  storefrontUrl,
  test,
} from '../../fixtures';

/** A visitor session of another OAuth client, as that client's storefront would keep it. */
async function otherClientSession(): Promise<{ clientId: string; tokens: Tokens }> {
  const created = await platformCli('clients', 'create', '--site', DEMO_SITE_ID, '--name', 'Other');
  const clientId = created.trim().split('\n').at(-1)!.trim();
  const res = await fetch(`${platformUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId, grantType: 'anonymous' }),
  });
  expect(res.status).toBe(200);
  const token = TokenResponse.parse(await res.json());
  const expiresAt = Math.floor(Date.now() / 1000) + token.expires_in;
  return {
    clientId,
    tokens: {
      accessToken: { value: token.access_token, expiresAt },
      refreshToken: { value: token.refresh_token, role: 'visitor' },
    },
  };
}

test('a session cookie of another client is dropped: the visitor is new to the configured one', async ({
  homePage,
  productPage,
  context,
}) => {
  const other = await otherClientSession();
  expect(decodeAccessToken(other.tokens.accessToken.value).instance.appDefId).toBe(other.clientId);
  const planted = encodeURIComponent(JSON.stringify(other.tokens));
  await context.addCookies([{ name: 'session', value: planted, url: storefrontUrl }]);

  await homePage.goto();

  await expect(homePage.installedList).toBeVisible();
  await expect(homePage.siteState).toHaveAttribute('data-msid', DEMO_SITE_ID);
  // Sessions start lazily: the other client's is gone, and none is started for a page view.
  expect(await sessionCookie(context)).toBeUndefined();

  // The first change starts a session of the configured client, on its site.
  await productPage.openProduct('ceramic-coffee-mug');
  await productPage.buy();
  await expect(productPage.added).toBeVisible();
  const tokens = parseSession((await sessionCookie(context))!.value);
  const { instance } = decodeAccessToken(tokens.accessToken.value);
  expect(instance.appDefId).toBe(SAMPLE_CLIENT_ID);
  expect(instance.metaSiteId).toBe(DEMO_SITE_ID);
  expect(tokens.refreshToken.value).not.toBe(other.tokens.refreshToken.value);
  await productPage.clearCartButton.click();
  await expect(productPage.cartEmpty).toBeVisible();
});

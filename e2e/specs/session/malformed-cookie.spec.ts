import { DEMO_SITE_ID } from '@headless/contract';
import {
  expect,
  forgedSessionValue,
  metaSiteIdOf,
  parseSession,
  sessionCookie,
  storefrontUrl,
  test,
} from '../../fixtures';
import type { BrowserContext } from '@playwright/test';

async function plantSessionCookie(context: BrowserContext, value: string) {
  await context.addCookies([{ name: 'session', value, url: storefrontUrl }]);
}

test.describe('a malformed session cookie', () => {
  for (const [kind, value] of [
    ['garbage', 'not-json%7B%7D%7B'],
    ['truncated JSON', '%7B%22accessToken%22%3A%7B%22value'],
    ['tokens of the wrong shape', encodeURIComponent(JSON.stringify({ accessToken: 42 }))],
  ] as const) {
    test(`(${kind}) is dropped and the page still renders`, async ({ homePage, context }) => {
      await plantSessionCookie(context, value);

      await homePage.goto();

      await expect(homePage.card('Bookings')).toBeVisible();
      // The visitor is new: no session until their first change (sessions start lazily).
      expect(await sessionCookie(context)).toBeUndefined();
    });
  }

  test('with a forged access token is dropped once the platform refuses it', async ({
    homePage,
    productPage,
    context,
  }) => {
    const forged = forgedSessionValue(DEMO_SITE_ID);
    await plantSessionCookie(context, forged);

    await homePage.goto();

    await expect(homePage.installedList).toBeVisible();
    await expect(homePage.exampleCards).toHaveCount(3);
    // The startup fetch asks the platform about the session, and drops it when refused.
    await expect.poll(async () => (await sessionCookie(context))?.value).toBeUndefined();

    // The first change starts a session of the platform's own.
    await productPage.openProduct('ceramic-coffee-mug');
    await productPage.buy();
    await expect(productPage.added).toBeVisible();
    const tokens = parseSession((await sessionCookie(context))!.value);
    expect(tokens.refreshToken.value).not.toBe('JWS.forged.refresh.token');
    expect(metaSiteIdOf(tokens)).toBe(DEMO_SITE_ID);
    await productPage.clearCartButton.click();
    await expect(productPage.cartEmpty).toBeVisible();
  });

  test('with a forged access token, on a page that reads as the visitor, is dropped too', async ({
    storePage,
    context,
  }) => {
    const forged = forgedSessionValue(DEMO_SITE_ID);
    await plantSessionCookie(context, forged);

    // The store reads the visitor's cart: refused, the browser goes through the reset route.
    await storePage.goto();

    await expect(storePage.products.first()).toBeVisible();
    expect(await sessionCookie(context)).toBeUndefined();
  });
});

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
    test(`(${kind}) is replaced by a fresh session and the page still renders`, async ({
      homePage,
      context,
    }) => {
      await plantSessionCookie(context, value);

      await homePage.goto();

      await expect(homePage.card('Bookings')).toBeVisible();
      const cookie = await sessionCookie(context);
      expect(cookie?.value).not.toBe(value);
      expect(metaSiteIdOf(parseSession(cookie!.value))).toBe(DEMO_SITE_ID);
    });
  }

  test('with a forged access token is replaced by a fresh session', async ({
    homePage,
    context,
  }) => {
    const forged = forgedSessionValue(DEMO_SITE_ID);
    await plantSessionCookie(context, forged);

    await homePage.goto();

    await expect(homePage.installedList).toBeVisible();
    await expect(homePage.exampleCards).toHaveCount(3);
    await expect.poll(async () => (await sessionCookie(context))?.value).not.toBe(forged);
    const tokens = parseSession((await sessionCookie(context))!.value);
    expect(tokens.refreshToken.value).not.toBe('JWS.forged.refresh.token');
    expect(metaSiteIdOf(tokens)).toBe(DEMO_SITE_ID);
  });
});

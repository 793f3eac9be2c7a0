import { DEMO_SITE_ID } from '@headless/contract';
import { expect, metaSiteIdOf, sessionCookie, sessionTokens, test } from '../../fixtures';

test.describe('the visitor session', () => {
  test('is an HttpOnly, SameSite=Lax cookie created on the first visit', async ({
    homePage,
    context,
  }) => {
    await homePage.goto();

    const cookie = await sessionCookie(context);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await homePage.page.evaluate(() => document.cookie)).not.toContain('session=');
  });

  test("carries the demo site's id (msid) in its access token", async ({ homePage, context }) => {
    await homePage.goto();

    const tokens = await sessionTokens(context);
    expect(tokens.accessToken.value.startsWith('OauthNG.JWS.')).toBe(true);
    expect(metaSiteIdOf(tokens)).toBe(DEMO_SITE_ID);
    expect(tokens.refreshToken.role).toBe('visitor');
  });

  test('gives the page the same msid, and every installed app, once loading is over', async ({
    homePage,
  }) => {
    await homePage.goto();

    await expect(homePage.siteState).toHaveAttribute('data-loading', 'false');
    await expect(homePage.siteState).toHaveAttribute('data-msid', DEMO_SITE_ID);
    await expect(homePage.siteState).toHaveAttribute('data-installed-apps', '0,1,2,3');
  });

  test('is created once and kept across pages and reloads', async ({ homePage, context }) => {
    await homePage.open('/booking');
    const first = await sessionCookie(context);
    expect(first).toBeDefined();

    await homePage.goto();
    await homePage.reload();

    expect((await sessionCookie(context))?.value).toBe(first!.value);
  });
});

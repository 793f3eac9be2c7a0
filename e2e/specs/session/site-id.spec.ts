import { DEMO_SITE_ID } from '@headless/contract';
import { expect, metaSiteIdOf, sessionCookie, sessionTokens, test } from '../../fixtures';

test.describe('the visitor session', () => {
  test('is not started by visiting pages: a new visitor costs no token call', async ({
    homePage,
    productPage,
    context,
  }) => {
    // Issue 31, item 7: the first byte of a new visitor's page waits for no session.
    await homePage.goto();
    await expect(homePage.installedList).toBeVisible();
    await expect(homePage.siteState).toHaveAttribute('data-loading', 'false');
    await productPage.openProduct('fleece-hoodie');
    await expect(productPage.price).toHaveText('$55.00');
    await homePage.open('/booking');

    expect(await sessionCookie(context)).toBeUndefined();
    // No session, no cart: the header counts none.
    await expect(homePage.page.getByTestId('cart-button').locator('.cart-count')).toHaveText('0');
  });

  test('is an HttpOnly, SameSite=Lax cookie created by the first add to cart', async ({
    productPage,
    context,
  }) => {
    await productPage.openProduct('fleece-hoodie');
    expect(await sessionCookie(context)).toBeUndefined();

    await productPage.buy();
    await expect(productPage.added).toContainText('View cart (1)');

    const cookie = await sessionCookie(context);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await productPage.page.evaluate(() => document.cookie)).not.toContain('session=');
    // The cart is the new session's: the next page shows it.
    await productPage.openProduct('fleece-hoodie');
    await expect(productPage.cart.getByTestId('cart-count')).toHaveText('(1)');
    await productPage.clearCartButton.click();
    await expect(productPage.cartEmpty).toBeVisible();
  });

  test("carries the demo site's id (msid) in its access token", async ({
    productPage,
    context,
  }) => {
    await productPage.openProduct('fleece-hoodie');
    await productPage.buy();
    await expect(productPage.added).toBeVisible();

    const tokens = await sessionTokens(context);
    expect(tokens.accessToken.value.startsWith('OauthNG.JWS.')).toBe(true);
    expect(metaSiteIdOf(tokens)).toBe(DEMO_SITE_ID);
    expect(tokens.refreshToken.role).toBe('visitor');
    await productPage.clearCartButton.click();
    await expect(productPage.cartEmpty).toBeVisible();
  });

  test('gives the page the same msid, and every installed app, once loading is over', async ({
    homePage,
  }) => {
    await homePage.goto();

    await expect(homePage.siteState).toHaveAttribute('data-loading', 'false');
    await expect(homePage.siteState).toHaveAttribute('data-msid', DEMO_SITE_ID);
    await expect(homePage.siteState).toHaveAttribute('data-installed-apps', '0,1,2,3');
  });

  test('is created once and kept across pages and reloads', async ({
    homePage,
    productPage,
    context,
  }) => {
    await productPage.openProduct('fleece-hoodie');
    await productPage.buy();
    await expect(productPage.added).toBeVisible();
    const first = await sessionCookie(context);
    expect(first).toBeDefined();

    await homePage.open('/booking');
    await homePage.goto();
    await homePage.reload();
    await productPage.openProduct('fleece-hoodie');
    await productPage.buy();
    await expect(productPage.cart.getByTestId('cart-count')).toHaveText('(2)');

    expect((await sessionCookie(context))?.value).toBe(first!.value);
    await productPage.clearCartButton.click();
    await expect(productPage.cartEmpty).toBeVisible();
  });
});

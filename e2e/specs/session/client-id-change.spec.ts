import { SAMPLE_CLIENT_ID } from '@headless/contract';
import { expect, parseSession, sessionCookie, test } from '../../fixtures';

const PREVIOUS_CLIENT_ID = '0b9d1f0e-1111-4222-8333-944455556666';

test('a client id that changed since the last visit drops the old session', async ({
  homePage,
  productPage,
  context,
  page,
}) => {
  // A session of its own first: the first add to cart starts it.
  await productPage.openProduct('ceramic-coffee-mug');
  await productPage.buy();
  await expect(productPage.added).toBeVisible();
  await productPage.clearCartButton.click();
  await expect(productPage.cartEmpty).toBeVisible();
  await homePage.goto();
  await expect(homePage.installedList).toBeVisible();
  await expect.poll(() => homePage.localStorageItem('storedClientId')).toBe(SAMPLE_CLIENT_ID);
  const before = await sessionCookie(context);
  expect(before).toBeDefined();

  // As if this browser had last visited with another client id: only before the next load.
  await page.addInitScript((previousClientId) => {
    if (window.sessionStorage.getItem('e2e-client-id-planted')) return;
    window.sessionStorage.setItem('e2e-client-id-planted', '1');
    window.localStorage.setItem('storedClientId', previousClientId);
  }, PREVIOUS_CLIENT_ID);
  await homePage.reload();

  await expect.poll(() => homePage.localStorageItem('storedClientId')).toBe(SAMPLE_CLIENT_ID);
  await expect
    .poll(async () => (await sessionCookie(context))?.value, {
      message: 'the old session is removed',
    })
    .not.toBe(before!.value);
  // The shell reloads the page itself once the new session is in place (it notes the time in
  // sessionStorage first): wait for that document before reloading, or the two loads collide.
  await expect
    .poll(() =>
      page
        .evaluate(() => {
          const resetAt = Number(window.sessionStorage.getItem('sessionResetAt'));
          return (
            resetAt > 0 && performance.timeOrigin > resetAt && document.readyState === 'complete'
          );
        })
        .catch(() => false),
    )
    .toBe(true);
  await homePage.reload();
  await expect(homePage.installedList).toBeVisible();
  // Like any new visitor's, the next session starts with the next change.
  expect(await sessionCookie(context), 'no session is started for a page view').toBeUndefined();
  await productPage.openProduct('ceramic-coffee-mug');
  await productPage.buy();
  await expect(productPage.added).toBeVisible();
  const after = await sessionCookie(context);
  expect(after, 'a new session is issued').toBeDefined();
  expect(parseSession(after!.value).refreshToken.value).not.toBe(
    parseSession(before!.value).refreshToken.value,
  );
  await productPage.clearCartButton.click();
  await expect(productPage.cartEmpty).toBeVisible();
});

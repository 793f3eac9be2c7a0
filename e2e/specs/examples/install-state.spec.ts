import { expect, installApp, startExtraStorefront, test, uninstallApp } from '../../fixtures';
import type { ExtraStorefront } from '../../fixtures';

// An app installed or uninstalled with the platform's CLI shows on the next page load: the
// platform tells the storefront by webhook and its detection cache is dropped. This storefront
// caches detection for an hour, so only the webhook can make the change show.
test.describe('install state at once, on a storefront that caches detection for an hour', () => {
  let storefront: ExtraStorefront;
  test.beforeAll(async () => {
    storefront = await startExtraStorefront({
      detectionCacheSeconds: 3600,
      receivesWebhooks: true,
    });
  });
  test.afterAll(async () => {
    await installApp('stores');
    await storefront?.stop();
  });

  test('uninstalled with the CLI, Store leaves the home list on the next load; reinstalled, it is back', async ({
    page,
    homePage,
  }) => {
    await page.goto(`${storefront.url}/`);
    await expect(homePage.card('Store')).toBeVisible();

    await uninstallApp('stores');
    await page.goto(`${storefront.url}/`);
    await expect(homePage.card('Store')).toHaveCount(0);
    await expect(homePage.uninstalledEntry('Store')).toBeVisible();
    // Locally the way to install it is the CLI, not the app market.
    await expect(homePage.installCommand('Store', 'stores')).toBeVisible();
    await expect(homePage.uninstalledSection.getByRole('link')).toHaveCount(0);

    await installApp('stores');
    await page.goto(`${storefront.url}/`);
    await expect(homePage.card('Store')).toBeVisible();
    await expect(homePage.uninstalledSection).toHaveCount(0);
  });
});

import { expect, test, withAppUninstalled } from '../../fixtures';

test.describe('pages of apps that are not installed', () => {
  test('/store redirects to /404?app=Store while Store is uninstalled', async ({
    notFoundPage,
  }) => {
    await withAppUninstalled('stores', async () => {
      await notFoundPage.gotoUntilGated('/store', 'Store');

      await expect(notFoundPage.notInstalledMessage('Store')).toBeVisible();
      // The local platform: its CLI installs apps, the app market could not.
      await expect(notFoundPage.installCommand('stores')).toBeVisible();
      await expect(notFoundPage.installLink).toHaveCount(0);
    });
  });

  test('/store opens normally while Store is installed', async ({ page, examplePage }) => {
    await page.goto('/store');

    await expect(page).toHaveURL(/\/store$/);
    await expect(examplePage.title).toBeVisible();
  });

  test('an unknown URL gets a plain not-found page', async ({ page, notFoundPage }) => {
    const response = await page.goto('/no-such-page');

    expect(response?.status()).toBe(404);
    await expect(page.getByText(/not found/i).first()).toBeVisible();
    await expect(page.getByText(/is not installed on this site/)).toHaveCount(0);
    await expect(notFoundPage.header.logoLink).toBeVisible();
  });
});

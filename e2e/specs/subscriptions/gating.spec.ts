import { expect, test, withAppUninstalled } from '../../fixtures';

test('/subscriptions redirects to /404?app=Subscriptions while Pricing Plans is uninstalled', async ({
  page,
  notFoundPage,
}) => {
  await withAppUninstalled('pricing-plans', async () => {
    await expect(async () => {
      await page.goto('/subscriptions');
      await expect(page).toHaveURL(/\/404\?app=Subscriptions$/, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(notFoundPage.notInstalledMessage('Subscriptions')).toBeVisible();
  });
});

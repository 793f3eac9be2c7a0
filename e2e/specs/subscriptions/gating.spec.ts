import { expect, test, withAppUninstalled } from '../../fixtures';

test('/subscriptions redirects to /404?app=Subscriptions while Pricing Plans is uninstalled', async ({
  notFoundPage,
}) => {
  await withAppUninstalled('pricing-plans', async () => {
    await notFoundPage.gotoUntilGated('/subscriptions', 'Subscriptions');
    await expect(notFoundPage.notInstalledMessage('Subscriptions')).toBeVisible();
  });
});

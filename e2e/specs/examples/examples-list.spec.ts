import { expect, test, withAppUninstalled } from '../../fixtures';

test.describe('the examples list', () => {
  test('shows every installed example as a card and no uninstalled section', async ({
    homePage,
  }) => {
    await homePage.goto();

    await expect(homePage.installedList).toBeVisible();
    await expect(homePage.exampleCards).toHaveCount(3);
    for (const title of ['Bookings', 'Store', 'Events & Tickets']) {
      await expect(homePage.card(title)).toBeVisible();
    }
    await expect(homePage.installedList.getByText('Subscriptions')).toHaveCount(0);
    // The page's content links no Subscriptions example; the site header (issue 31's frame, outside
    // <main>) names every installed app's page, Subscriptions included, so it stays reachable.
    await expect(homePage.page.locator('main a[href="/subscriptions"]')).toHaveCount(0);
    await expect(homePage.uninstalledSection).toHaveCount(0);
    await expect(homePage.page.getByRole('heading', { name: 'Uninstalled apps' })).toHaveCount(0);
  });

  test('cards link to their example pages', async ({ homePage }) => {
    await homePage.goto();

    await expect(homePage.card('Bookings')).toHaveAttribute('href', '/booking');
    await expect(homePage.card('Store')).toHaveAttribute('href', '/store');
    await expect(homePage.card('Events & Tickets')).toHaveAttribute('href', '/tickets');
  });

  test('moves the Store example under "Uninstalled apps" once Store is uninstalled, and back after reinstalling', async ({
    homePage,
  }) => {
    await withAppUninstalled('stores', async () => {
      // Detection is cached for a second in this suite: reload until the change shows.
      await expect(async () => {
        await homePage.goto();
        await expect(homePage.uninstalledEntry('Store')).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 15_000 });

      await expect(
        homePage.uninstalledSection.getByRole('heading', { level: 2, name: 'Uninstalled apps' }),
      ).toBeVisible();
      await expect(homePage.card('Store')).toHaveCount(0);
      await expect(homePage.exampleCards).toHaveCount(2);
      await expect(homePage.card('Bookings')).toBeVisible();
      await expect(homePage.card('Events & Tickets')).toBeVisible();
      await expect(homePage.siteState).toHaveAttribute('data-installed-apps', '0,2,3');
    });

    await expect(async () => {
      await homePage.goto();
      await expect(homePage.card('Store')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(homePage.uninstalledSection).toHaveCount(0);
  });
});

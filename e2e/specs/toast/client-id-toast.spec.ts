import { expect, test } from '../../fixtures';

test.describe('the sample client id toast', () => {
  test('tells the developer which file holds the client id to replace', async ({ homePage }) => {
    await homePage.goto();

    await expect(homePage.toast).toBeVisible();
    await expect(homePage.toast).toContainText('constants');
  });

  test('closes, and stays closed across reloads', async ({ homePage }) => {
    await homePage.goto();
    await expect(homePage.toast).toBeVisible();

    await homePage.closeToast();

    await expect(homePage.toast).toBeHidden();
    expect(await homePage.localStorageItem('toastClosed')).not.toBeNull();
    await homePage.reload();
    await expect(homePage.installedList).toBeVisible();
    await expect(homePage.toast).toBeHidden();
  });

  test('Escape closes it from anywhere on the page, and it stays closed', async ({
    homePage,
    page,
  }) => {
    await homePage.goto();
    await expect(homePage.toast).toBeVisible();
    await homePage.installedList.getByRole('link').first().focus();

    await page.keyboard.press('Escape');

    await expect(homePage.toast).toBeHidden();
    await expect(homePage.installedList.getByRole('link').first()).toBeFocused();
    await homePage.reload();
    await expect(homePage.installedList).toBeVisible();
    await expect(homePage.toast).toBeHidden();
  });

  test('comes back for a visitor who never closed it', async ({ homePage, browser }) => {
    await homePage.goto();
    await homePage.closeToast();
    await expect(homePage.toast).toBeHidden();

    const otherContext = await browser.newContext();
    const otherPage = await otherContext.newPage();
    await otherPage.goto('/');
    await expect(otherPage.getByTestId('client-id-toast')).toBeVisible();
    await otherContext.close();
  });
});

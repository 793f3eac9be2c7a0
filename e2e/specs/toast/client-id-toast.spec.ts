import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { ShellPage } from '../../fixtures/pages/shell-page';
import { controlsCoveredBy, MODERN_PHONE } from '../mobile/layout';

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

/** Scrolls the page through and checks the toast covers no control at any point. */
async function expectCoversNoControl(page: Page, path: string, viewportHeight: number) {
  const shell = new ShellPage(page);
  await shell.open(path);
  await expect(shell.toast).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height; top += viewportHeight / 2) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    expect(await controlsCoveredBy(shell.toast), `${path} scrolled to ${top}`).toEqual([]);
  }
  // Still closed from the keyboard, wherever it sits.
  await page.keyboard.press('Escape');
  await expect(shell.toast).toBeHidden();
}

test.describe('the sample client id toast on a phone', () => {
  test.use({ viewport: MODERN_PHONE, hasTouch: true });

  for (const path of ['/', '/store', '/members']) {
    test(`covers no control of ${path}, wherever the page is scrolled`, async ({ page }) => {
      await expectCoversNoControl(page, path, MODERN_PHONE.height);
    });
  }
});

test.describe('the sample client id toast on a desktop', () => {
  const DESKTOP = { width: 1280, height: 720 };
  test.use({ viewport: DESKTOP });

  // The cart and the cards were under it, in the bottom right corner.
  for (const path of ['/', '/store']) {
    test(`covers no control of ${path}, wherever the page is scrolled`, async ({ page }) => {
      await expectCoversNoControl(page, path, DESKTOP.height);
    });
  }
});

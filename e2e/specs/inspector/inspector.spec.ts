import { expect, test } from '../../fixtures';
import { InspectorPage } from '../../fixtures/pages/inspector-page';

const PRODUCTS_PATH = '/stores-reader/v1/products';

test('the inspector shows a request the storefront made, and resets the site to its seed', async ({
  page,
  storePage,
}) => {
  await storePage.goto();
  await expect(storePage.products.first()).toBeVisible();

  const inspector = new InspectorPage(page);
  await inspector.goto();
  await expect(inspector.heading).toBeVisible();
  // The log is written a moment after the response: filter again until the request shows.
  await expect(async () => {
    await inspector.filterByPath(PRODUCTS_PATH);
    await expect(inspector.requestRows.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const row = inspector.requestRows.first();
  await expect(row).toContainText(PRODUCTS_PATH);
  await expect(row.getByRole('cell').nth(3)).toHaveText('200');
  await expect(row.getByRole('cell').nth(5)).toHaveText(/^[0-9a-f-]{36}$/);

  await inspector.section('Reset to seed').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Reset to seed' })).toBeVisible();
  await expect(page.getByText('all data of every site')).toBeVisible();
  await inspector.resetConfirm.check();
  await inspector.resetButton.click();
  await expect(inspector.notice).toContainText('Reset done');

  await storePage.goto();
  await expect(storePage.products.first()).toBeVisible();
});

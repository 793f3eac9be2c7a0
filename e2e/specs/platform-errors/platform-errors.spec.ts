import { randomUUID } from 'node:crypto';
import { closedPlatformUrl, expect, startExtraStorefront, test } from '../../fixtures';
import type { ExtraStorefront } from '../../fixtures';
import type { Page } from '@playwright/test';

/** No list where everything looks uninstalled, and the client state still stops loading. */
async function expectNoExampleList(page: Page) {
  await expect(page.getByTestId('installed-examples')).toHaveCount(0);
  await expect(page.getByTestId('uninstalled-examples')).toHaveCount(0);
  await expect(page.getByTestId('site-state')).toHaveAttribute('data-loading', 'false');
}

test.describe('when the platform cannot be reached', () => {
  let storefront: ExtraStorefront;
  test.beforeAll(async () => {
    storefront = await startExtraStorefront({ platformApiUrl: closedPlatformUrl });
  });
  test.afterAll(async () => storefront?.stop());

  test('the shell says which URL it tried instead of listing examples', async ({ page }) => {
    const response = await page.goto(`${storefront.url}/`);

    expect(response?.status()).toBeLessThan(500);
    const message = page.getByTestId('platform-error');
    await expect(message).toBeVisible();
    await expect(message).toContainText(closedPlatformUrl);
    await expectNoExampleList(page);
  });
});

test.describe('when the platform refuses the client id', () => {
  const unknownClientId = randomUUID();
  let storefront: ExtraStorefront;
  test.beforeAll(async () => {
    storefront = await startExtraStorefront({ clientId: unknownClientId });
  });
  test.afterAll(async () => storefront?.stop());

  test('the shell names the client id instead of listing examples', async ({ page }) => {
    const response = await page.goto(`${storefront.url}/`);

    expect(response?.status()).toBeLessThan(500);
    const message = page.getByTestId('platform-error');
    await expect(message).toBeVisible();
    await expect(message).toContainText(unknownClientId);
    await expectNoExampleList(page);
  });
});

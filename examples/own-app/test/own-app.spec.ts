// The starter as a buyer uses it, in Chromium: the products come from the local platform, one goes
// into the cart, the hosted checkout takes the payment and sends the buyer back to this app.
import { expect, test } from '@playwright/test';
import { appUrl, platformUrl } from './ports.ts';

const BUYER = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '1 Analytical Way',
  city: 'London',
  postalCode: 'N1 9GU',
  country: 'GB',
};

test('buys a mug through the hosted checkout and comes back to the app', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Ceramic Coffee Mug to cart' }).click();

  await expect(page).toHaveURL(`${appUrl}/cart`);
  await expect(page.getByRole('listitem')).toHaveText('1 × Ceramic Coffee Mug');
  await page.getByRole('button', { name: 'Checkout' }).click();

  // The platform's hosted page, on the test's platform port.
  await expect(page).toHaveURL(new RegExp(`^${platformUrl}/hosted/`));
  await expect(page.locator('#SITE_CONTAINER')).toContainText('Ceramic Coffee Mug');
  for (const [name, value] of Object.entries(BUYER))
    await page.locator(`[name="${name}"]`).fill(value);
  await page.locator('[name="paymentOutcome"][value="pay"]').check();
  await page.getByRole('button', { name: /place order/i }).click();

  // postFlowUrl: built from APP_URL, so the buyer lands on this app and nowhere else.
  await expect(page).toHaveURL(new RegExp(`^${appUrl}/thank-you`));
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
});

test('shows the platform refusing a product whose options are not chosen', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Add Classic Cotton T-Shirt to cart' }).click();
  await expect(page.getByRole('alert')).toContainText('Size');
});

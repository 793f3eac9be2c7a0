import { expect, test } from '../../fixtures';
import { MUG, TEE } from './store-helpers';

test('works from the keyboard: options, add, quantity, remove and clear', async ({
  storePage,
  page,
}) => {
  await storePage.goto();
  const tee = storePage.product(TEE);
  await tee.getByRole('combobox', { name: 'Size' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(tee.getByRole('combobox', { name: 'Size' })).toHaveValue('M');
  await tee.getByRole('button', { name: /Add to cart/ }).focus();
  await page.keyboard.press('Enter');
  await expect(storePage.line(TEE)).toContainText('Size: M');

  await storePage
    .product(MUG)
    .getByRole('button', { name: /Add to cart/ })
    .focus();
  await page.keyboard.press('Enter');
  const mug = storePage.line(MUG);
  await expect(mug).toHaveCount(1);
  await mug.getByRole('button', { name: 'Increase quantity' }).focus();
  await page.keyboard.press('Space');
  await expect(storePage.quantity(mug)).toHaveValue('2');
  await storePage.quantity(mug).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  await expect(storePage.quantity(mug)).toHaveValue('5');
  await expect(mug.getByTestId('cart-line-total')).toHaveText('$70.00');

  await mug.getByRole('button', { name: /Remove/ }).focus();
  await page.keyboard.press('Enter');
  await expect(storePage.cartLines).toHaveCount(1);
  await storePage.clearCartButton.focus();
  await page.keyboard.press('Enter');
  await expect(storePage.cartEmpty).toBeVisible();
});

test('refuses a quantity of zero with a message and keeps the cart as it was', async ({
  storePage,
}) => {
  await storePage.openWithCartOf(MUG);
  const quantity = storePage.quantity(storePage.line(MUG));
  await expect(quantity).toHaveValue('1');
  await quantity.fill('0');
  await quantity.press('Enter');
  // Beside the line it concerns, not reverted silently.
  await expect(storePage.line(MUG).getByTestId('cart-line-error')).toHaveText(
    'Quantity must be a whole number from 1 to 100,000.',
  );
  await expect(quantity).toHaveValue('1');
});

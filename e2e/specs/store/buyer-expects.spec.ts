import { backOn, expect, test, usePremiumSite } from '../../fixtures';
import { BUYER, MUG } from './store-helpers';

// What a buyer expects of a store (issue 28, item 7): the card prices the options chosen, every
// quantity has one visible limit per line, and Back after paying shows no resubmission prompt.

const HOODIE = 'Fleece Hoodie';
const LIMIT_HINT = 'Up to 100,000 per line';

usePremiumSite();

test('the card shows the price of the chosen size, and the cart charges the same', async ({
  storePage,
}) => {
  await storePage.goto();
  const hoodie = storePage.product(HOODIE);
  const price = hoodie.getByTestId('store-product-price');
  await expect(price).toHaveText('$55.00');
  await hoodie.getByRole('combobox', { name: 'Size' }).selectOption('L');
  await expect(price).toHaveText('$59.00');
  await storePage.addToCart(HOODIE, { Size: 'L' });
  await expect(storePage.line(HOODIE)).toContainText('$59.00 each');
  await hoodie.getByRole('combobox', { name: 'Size' }).selectOption('M');
  await expect(price).toHaveText('$55.00');
});

test('a line shows its one limit, says when it is reached, and the platform holds the same', async ({
  storePage,
}) => {
  await storePage.openWithCartOf(MUG);
  const line = storePage.line(MUG);
  await expect(line.getByTestId('quantity-limit')).toHaveText(LIMIT_HINT);
  await expect(storePage.product(MUG).getByTestId('quantity-limit')).toHaveText(LIMIT_HINT);

  const quantity = storePage.quantity(line);
  await quantity.fill('100000');
  await quantity.press('Enter');
  await expect(line.getByTestId('cart-line-limit-reached')).toHaveText(
    'That is the most one line holds: 100,000.',
  );
  await expect(line.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();

  await storePage.quantity(line).fill('100001');
  await storePage.quantity(line).press('Enter');
  await expect(line.getByTestId('cart-line-error')).toHaveText(
    'A cart line holds at most 100,000.',
  );
  await expect(storePage.quantity(line)).toHaveValue('100000');

  // The card's add would pass the line's limit: the platform refuses, the card says why.
  await storePage.addToCart(MUG);
  await expect(storePage.product(MUG).getByTestId('product-error')).toContainText('at most 100000');
  await expect(storePage.quantity(line)).toHaveValue('100000');
});

test('the card adds the quantity asked for, and refuses one past the limit in words', async ({
  storePage,
}) => {
  await storePage.goto();
  const mug = storePage.product(MUG);
  await mug.getByTestId('product-quantity').fill('3');
  await mug.getByTestId('product-quantity').press('Enter');
  await storePage.addToCart(MUG);
  await expect(storePage.quantity(storePage.line(MUG))).toHaveValue('3');
  await mug.getByTestId('product-quantity').fill('100001');
  await mug.getByTestId('product-quantity').press('Enter');
  await expect(mug.getByTestId('product-error')).toHaveText('A cart line holds at most 100,000.');
});

test('Back after paying shows the finished checkout, not a resubmission prompt, after "Update totals"', async ({
  storePage,
  hostedEcomCheckoutPage,
  page,
}) => {
  await storePage.openWithCartOf(MUG);
  await storePage.goToCheckout();
  await hostedEcomCheckoutPage.fillBuyer(BUYER);
  await hostedEcomCheckoutPage.chooseFirstShippingOption();
  const checkoutUrl = page.url();
  await hostedEcomCheckoutPage.updateTotals();
  // POST-redirect-GET: the page is read back at its own address, the buyer's fields kept.
  await expect(page).toHaveURL(checkoutUrl);
  await expect(hostedEcomCheckoutPage.field('email')).toHaveValue(BUYER.email);
  await hostedEcomCheckoutPage.pay('pay');
  await expect(page).toHaveURL(backOn('/store', 'orderId'));

  await page.goBack();
  await expect(page).toHaveURL(checkoutUrl);
  await expect(page.getByText(/This checkout is complete: order #\d+/)).toBeVisible();
});

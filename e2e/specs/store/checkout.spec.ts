import { backOn, expect, ordersClient, sessionTokens, test, usePremiumSite } from '../../fixtures';
import { amountOf, BUYER, COUPON, MUG, TEE } from './store-helpers';

usePremiumSite();

test('fills a cart, applies a coupon, pays on the hosted checkout and sees the order number', async ({
  storePage,
  hostedEcomCheckoutPage,
  page,
  context,
}) => {
  await storePage.goto();
  await expect(storePage.title).toHaveText('Store');
  await expect(storePage.cartEmpty).toBeVisible();

  await storePage.addToCart(TEE, { Size: 'M', Color: 'Black' });
  await expect(storePage.line(TEE)).toHaveCount(1);
  await storePage.addToCart(TEE, { Size: 'M', Color: 'Black' });
  await expect(storePage.quantity(storePage.line(TEE))).toHaveValue('2');
  await expect(storePage.cartLines).toHaveCount(1);

  await storePage.addToCart(MUG);
  await expect(storePage.line(MUG)).toHaveCount(1);
  await storePage.line(MUG).getByRole('button', { name: 'Increase quantity' }).click();
  await expect(storePage.quantity(storePage.line(MUG))).toHaveValue('2');

  await storePage.applyCoupon(COUPON);
  await expect(storePage.couponCode).toHaveText(COUPON);
  await expect(storePage.error).toHaveCount(0);
  const subtotal = amountOf(await storePage.total('subtotal').textContent());
  const discount = amountOf(await storePage.total('discount').textContent());
  const shipping = amountOf(await storePage.total('shipping').textContent());
  const tax = amountOf(await storePage.total('tax').textContent());
  expect(subtotal).toBeCloseTo(2 * 25 + 2 * 14, 2);
  expect(discount).toBeGreaterThan(0);
  expect(amountOf(await storePage.total('total').textContent())).toBeCloseTo(
    subtotal + shipping + tax - discount,
    2,
  );

  await storePage.goToCheckout();
  await expect(hostedEcomCheckoutPage.summary).toBeVisible();
  // Two T-shirts: the line's price follows its name, adjacent, as on the real page.
  await expect(hostedEcomCheckoutPage.lineItem(TEE)).toContainText(`${TEE}$50.00`);
  await expect(hostedEcomCheckoutPage.namedPrice(TEE, '$50.00')).toBeVisible();
  await hostedEcomCheckoutPage.fillBuyer(BUYER);
  await hostedEcomCheckoutPage.chooseFirstShippingOption();
  await hostedEcomCheckoutPage.pay('pay');

  await expect(page).toHaveURL(backOn('/store', 'orderId'));
  const orderId = new URL(page.url()).searchParams.get('orderId');
  await expect(storePage.confirmation).toHaveAttribute('data-order-id', orderId ?? '');
  const order = await ordersClient(await sessionTokens(context)).orders.getOrder(orderId ?? '');
  await expect(storePage.orderNumber).toHaveText(order.number);
  expect(order.paymentStatus).toBe('PAID');
  expect(order.lineItems.map((line) => [line.productName.original, line.quantity])).toEqual(
    expect.arrayContaining([
      [TEE, 2],
      [MUG, 2],
    ]),
  );
  await expect(storePage.cartEmpty).toBeVisible();
});

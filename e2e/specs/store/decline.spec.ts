import { backOn, expect, test, usePremiumSite } from '../../fixtures';
import { checkoutAs, MUG } from './store-helpers';

usePremiumSite();

test('a declined payment places no order and keeps the cart as it was', async ({
  storePage,
  hostedEcomCheckoutPage,
  page,
}) => {
  await storePage.goto();
  await storePage.addToCart(MUG);
  const quantity = storePage.quantity(storePage.line(MUG));
  await quantity.fill('3');
  await quantity.press('Enter');
  await expect(storePage.total('subtotal')).toHaveText('$42.00');

  await checkoutAs('decline', { storePage, hostedEcomCheckoutPage });

  await expect(page).toHaveURL(backOn('/store', 'paymentStatus', 'DECLINED'));
  await expect(storePage.returnNotice).toHaveAttribute('data-kind', 'declined');
  await expect(storePage.returnNotice).toHaveAttribute('role', 'alert');
  await expect(storePage.returnNotice).toContainText('Payment declined');
  await expect(storePage.returnNotice).toContainText('Your cart is still here');
  await expect(storePage.confirmation).toHaveCount(0);
  await expect(storePage.cartLines).toHaveCount(1);
  await expect(storePage.quantity(storePage.line(MUG))).toHaveValue('3');
});

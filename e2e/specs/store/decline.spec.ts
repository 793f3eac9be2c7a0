import { expect, test, usePremiumSite } from '../../fixtures';
import { checkoutAs, MUG } from './store-helpers';

usePremiumSite();

test('a declined payment places no order and keeps the cart as it was', async ({
  storePage,
  hostedEcomCheckoutPage,
}) => {
  await storePage.openWithCartOf(MUG);
  const quantity = storePage.quantity(storePage.line(MUG));
  await quantity.fill('3');
  await quantity.press('Enter');
  await expect(storePage.total('subtotal')).toHaveText('$42.00');

  await checkoutAs('decline', { storePage, hostedEcomCheckoutPage });

  await storePage.expectDeclinedReturn('Your cart is still here');
  await expect(storePage.confirmation).toHaveCount(0);
  await expect(storePage.cartLines).toHaveCount(1);
  await expect(storePage.quantity(storePage.line(MUG))).toHaveValue('3');
});

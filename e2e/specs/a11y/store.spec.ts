import { expect, test, usePremiumSite } from '../../fixtures';
import { checkoutAs, COUPON, MUG, TEE } from '../store/store-helpers';
import { expectAccessible } from './axe';

usePremiumSite();

test('/store empty, with a cart, a coupon, an error, and the order confirmed', async ({
  storePage,
  hostedEcomCheckoutPage,
  page,
}) => {
  await storePage.goto();
  await expect(storePage.cartEmpty).toBeVisible();
  await expectAccessible(page, '/store with an empty cart');

  await storePage.addToCart(TEE, { Size: 'M', Color: 'Black' });
  await storePage.addToCart(MUG);
  await expect(storePage.cartLines).toHaveCount(2);
  await expectAccessible(page, '/store with a cart');

  await storePage.applyCoupon('NO-SUCH-COUPON');
  await expect(storePage.couponError).toBeVisible();
  await expectAccessible(page, '/store with a coupon error');

  await storePage.applyCoupon(COUPON);
  await expect(storePage.couponCode).toHaveText(COUPON);
  await expectAccessible(page, '/store with a coupon');

  await checkoutAs('pay', { storePage, hostedEcomCheckoutPage });
  await expect(storePage.confirmation).toBeVisible();
  await expectAccessible(page, '/store order confirmed');
});

test('/store after a declined payment', async ({ storePage, hostedEcomCheckoutPage, page }) => {
  await storePage.openWithCartOf(MUG);
  await expect(storePage.cartLines).toHaveCount(1);
  await checkoutAs('decline', { storePage, hostedEcomCheckoutPage });
  await expect(storePage.returnNotice).toHaveAttribute('data-kind', 'declined');
  await expectAccessible(page, '/store payment declined');
});

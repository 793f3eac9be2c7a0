import { expect, test } from '../../fixtures';
import { COUPON, MUG } from './store-helpers';

test('says beside the field why an unknown coupon is refused, then applies and removes a real one', async ({
  storePage,
}) => {
  await storePage.openWithCartOf(MUG);
  await expect(storePage.cartLines).toHaveCount(1);

  await storePage.applyCoupon('NO-SUCH-COUPON');
  await expect(storePage.couponError).toContainText('NO-SUCH-COUPON');
  await expect(storePage.couponField).toHaveAccessibleDescription(/NO-SUCH-COUPON/);
  await expect(storePage.error).toHaveCount(0);
  await expect(storePage.couponCode).toHaveCount(0);
  await expect(storePage.total('subtotal')).toHaveText('$14.00');

  await storePage.applyCoupon(COUPON);
  await expect(storePage.couponCode).toHaveText(COUPON);
  await expect(storePage.couponError).toHaveCount(0);
  await expect(storePage.announcement).toHaveText(`Coupon ${COUPON} applied.`);
  // Money taken off, signed as on the hosted checkout.
  await expect(storePage.total('discount')).toHaveText('−$1.40');

  await storePage.cart.getByRole('button', { name: 'Remove coupon' }).click();
  await expect(storePage.couponCode).toHaveCount(0);
  await expect(storePage.couponField).toBeVisible();
});

import type { Buyer, HostedEcomCheckoutPage, StorePage } from '../../fixtures';

/** `$1,234.50` → 1234.5; a dash (not calculated) → 0. */
export function amountOf(text: string | null): number {
  const digits = (text ?? '').replace(/[^0-9.-]/g, '');
  return digits && digits !== '-' ? Number(digits) : 0;
}

export const BUYER: Buyer = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '1 Main Street',
  city: 'New York',
  subdivision: 'US-NY',
  postalCode: '10001',
  country: 'US',
};

/** From the store's cart to the platform's hosted checkout, paid (or declined) as BUYER. */
export async function checkoutAs(
  outcome: 'pay' | 'decline',
  pages: { storePage: StorePage; hostedEcomCheckoutPage: HostedEcomCheckoutPage },
): Promise<void> {
  await pages.storePage.goToCheckout();
  await pages.hostedEcomCheckoutPage.fillBuyer(BUYER);
  await pages.hostedEcomCheckoutPage.chooseFirstShippingOption();
  await pages.hostedEcomCheckoutPage.pay(outcome);
}

export const TEE = 'Classic Cotton T-Shirt';
export const MUG = 'Ceramic Coffee Mug';
/** The demo site's seeded percentage coupon (apps/platform/src/seed/ecom.ts). */
export const COUPON = 'SAVE10';

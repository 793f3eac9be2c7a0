import type { z } from 'zod';
import type { GetCheckoutUrlV2Request, GetCheckoutUrlV2Response } from '@headless/contract';
import type { Db } from '../../db/client';
import type { Caller } from '../../kernel/caller';
import { checkoutFromCart } from '../checkout';
import { cartFor } from '../ecom';
import { createEcomCheckout, requirePremium } from '../redirects';

/**
 * Get Checkout URL: the local hosted checkout for this cart. It is the ecomCheckout redirect
 * session the storefront would open for a checkout of the cart (docs/protocol.md §3.7), so the
 * same rules hold: a premium site takes payments, the caller's own cart (or the owner's any).
 * The premium check comes first, so a refusal leaves no checkout behind.
 */
export async function getCheckoutUrl(
  db: Db,
  caller: Caller,
  cartId: string,
  _input: z.output<typeof GetCheckoutUrlV2Request>,
  origin: string,
): Promise<GetCheckoutUrlV2Response> {
  await requirePremium(db, caller.siteId, 'Checkout with payment needs a premium site');
  const { checkoutId } = await db.transaction(async (tx) => {
    const cart = await cartFor(tx, caller, { id: cartId }, true);
    return checkoutFromCart(tx, caller, cart, { channelType: 'WEB' });
  });
  const session = await createEcomCheckout(db, caller, { ecomCheckout: { checkoutId } }, origin);
  return { checkoutUrl: session.redirectSession.fullUrl };
}

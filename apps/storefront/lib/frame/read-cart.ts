import 'server-only';
import { getVisitorClient } from '../platform/visitor';
import { logPlatformFailure } from '../platform/problems';
import { storeApiFor } from '../store/store-api';
import { cartSummaryOf, type CartSummary } from './cart-summary';

/**
 * The session's current cart in short, on the APIs of the site's catalog (Cart V1's current cart
 * on a V1 catalog, Cart V2's on V3: lib/store/store-api.ts), or null when it cannot be read: the
 * header then shows no count rather than a wrong one, and the store page says why.
 */
export async function readCartSummary(): Promise<CartSummary | null> {
  try {
    const store = await storeApiFor(await getVisitorClient());
    return cartSummaryOf(await store.readCart());
  } catch (error) {
    logPlatformFailure('Reading the cart for the header failed', error);
    return null;
  }
}

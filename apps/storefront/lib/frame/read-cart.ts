import 'server-only';
import { createPlatformClient } from '../platform/clients';
import { readSessionTokens } from '../platform/visitor';
import { readEnv } from '../env';
import { logPlatformFailure } from '../platform/problems';
import { storeApiFor } from '../store/store-api';
import { cartSummaryOf, EMPTY_CART, type CartSummary } from './cart-summary';

/**
 * The session's current cart in short, on the APIs of the site's catalog (Cart V1's current cart
 * on a V1 catalog, Cart V2's on V3: lib/store/store-api.ts), or null when it cannot be read: the
 * header then shows no count rather than a wrong one, and the store page says why.
 */
export async function readCartSummary(): Promise<CartSummary | null> {
  const tokens = await readSessionTokens();
  // No session, no cart: a visitor's cart starts with their first add (lib/platform/visitor-session.ts).
  if (!tokens) return EMPTY_CART;
  try {
    const store = await storeApiFor(createPlatformClient(readEnv(), tokens));
    return cartSummaryOf(await store.readCart());
  } catch (error) {
    logPlatformFailure('Reading the cart for the header failed', error);
    return null;
  }
}

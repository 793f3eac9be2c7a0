import { checkoutReturnOf } from '../store/checkout-return';
import { STORE_PATH } from '../store/return-url';

/**
 * The store orders placed in this browser, newest first. The platform offers a buyer no list of
 * their eCommerce orders (Search Orders needs the owner's Read Orders permission; a buyer may only
 * read an order by its id: docs/protocol.md §2.4), so the shell keeps the ids the hosted checkout
 * returned with, and the member's own area reads each with the member's tokens: the platform
 * answers only those this member bought.
 */
export const PLACED_ORDERS_COOKIE = 'placed_orders';

const MAX_ORDERS = 20;
const ORDER_ID = /^[A-Za-z0-9-]{1,64}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function parsePlacedOrders(raw: string | undefined): string[] {
  return (raw ?? '')
    .split('.')
    .filter((id) => ORDER_ID.test(id))
    .slice(0, MAX_ORDERS);
}

/** The cookie's value with `orderId` first; the oldest past twenty drop off. */
export function withPlacedOrder(raw: string | undefined, orderId: string): string {
  const others = parsePlacedOrders(raw).filter((id) => id !== orderId);
  return [orderId, ...others].slice(0, MAX_ORDERS).join('.');
}

/** The order a request to /store comes back from the hosted checkout with, if any. */
export function placedOrderOf(url: URL): string | undefined {
  if (url.pathname !== STORE_PATH) return undefined;
  const params: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) params[key] = url.searchParams.getAll(key);
  const { orderId } = checkoutReturnOf(params);
  return orderId && ORDER_ID.test(orderId) ? orderId : undefined;
}

export function placedOrdersCookie(value: string, secure: boolean) {
  return {
    name: PLACED_ORDERS_COOKIE,
    value,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
  };
}

import { hostedReturnOf, paramOf } from '../platform/hosted-return';

/** What the hosted checkout said when it sent the visitor back (its callback). */
export interface CheckoutReturn {
  orderId?: string;
  paymentStatus?: string;
  /** Back without an order (status ERROR: declined, out of stock…); the cart stays. */
  declined: boolean;
  /** The buyer left the hosted checkout by its way back (status CANCELED); the cart stays. */
  canceled?: boolean;
}

type Params = Record<string, string | string[] | undefined>;

export function checkoutReturnOf(params: Params): CheckoutReturn {
  const back = hostedReturnOf(params, 'CHECKOUT');
  if (!back) return { declined: false };
  if (back.status === 'CANCELED') return { declined: false, canceled: true };
  if (back.status === 'ERROR') {
    const paymentStatus = paramOf(back, 'paymentStatus');
    return { ...(paymentStatus && { paymentStatus }), declined: true };
  }
  const orderId = paramOf(back, 'orderId');
  return { ...(orderId && { orderId }), declined: false };
}

/** What the hosted checkout said when it sent the visitor back (its query parameters). */
export interface CheckoutReturn {
  orderId?: string;
  paymentStatus?: string;
  /** Back without an order: the payment was declined (or the visitor gave up); the cart stays. */
  declined: boolean;
}

type Params = Record<string, string | string[] | undefined>;

const single = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

export function checkoutReturnOf(params: Params): CheckoutReturn {
  const orderId = single(params.orderId);
  const paymentStatus = single(params.paymentStatus);
  const declined =
    !orderId && (paymentStatus !== undefined || single(params.checkoutId) !== undefined);
  return {
    ...(orderId && { orderId }),
    ...(paymentStatus && { paymentStatus }),
    declined,
  };
}

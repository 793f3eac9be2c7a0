import type { Order } from '@headless/sdk/ecom';
import type { ConfirmedOrder } from './types';

/** What the confirmation says about the order the hosted checkout just placed. */
export function toConfirmedOrder(order: Order): ConfirmedOrder {
  return {
    id: order.id,
    number: String(order.number),
    total: order.priceSummary?.total?.formattedAmount ?? '',
    paymentStatus: order.paymentStatus ?? 'UNSPECIFIED',
  };
}

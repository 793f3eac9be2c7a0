import type { ConfirmedOrder } from '@/lib/store/types';
import styles from './store.module.css';

/** Back from the hosted checkout: the order's number, total and payment status. */
export function OrderConfirmation({ order }: { order: ConfirmedOrder }) {
  const status =
    order.paymentStatus.charAt(0) + order.paymentStatus.slice(1).toLowerCase().replaceAll('_', ' ');
  return (
    <section
      className={`panel ${styles.confirmation}`}
      data-testid="order-confirmation"
      data-order-id={order.id}
      aria-live="polite"
    >
      <h2>Thank you for your order</h2>
      <dl className="facts">
        <dt>Order number</dt>
        <dd data-testid="order-number">{order.number}</dd>
        {order.total && (
          <>
            <dt>Total</dt>
            <dd data-testid="order-total">{order.total}</dd>
          </>
        )}
        <dt>Payment</dt>
        <dd data-testid="order-payment-status">{status}</dd>
      </dl>
    </section>
  );
}

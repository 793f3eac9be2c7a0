import type { TicketOrderView } from '@/lib/tickets/types';
import styles from './tickets.module.css';

/** Back from the hosted checkout: the order's number, status and tickets. */
export function TicketOrderConfirmation({ order }: { order: TicketOrderView }) {
  return (
    <section
      className={`panel ${styles.confirmation}`}
      data-testid="ticket-order-confirmation"
      aria-live="polite"
    >
      <h2>Your tickets are booked</h2>
      <dl className="facts">
        <dt>Order number</dt>
        <dd data-testid="ticket-order-number">{order.orderNumber}</dd>
        <dt>Status</dt>
        <dd data-testid="ticket-order-status">{order.status}</dd>
        {order.total && (
          <>
            <dt>Total</dt>
            <dd>{order.total}</dd>
          </>
        )}
      </dl>
      {order.tickets.length > 0 && (
        <ul className={styles.issued} data-testid="ticket-order-tickets">
          {order.tickets.map((t) => (
            <li key={t.number}>
              {t.name} · {t.price} · ticket {t.number}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

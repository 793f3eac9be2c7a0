import Link from 'next/link';
import styles from './webhooks.module.css';

/**
 * What to do to see an event arrive, for a developer who has not caused one yet; `onlyDetection`
 * when the storefront's own (hidden) detection events are all that arrived so far.
 */
export function EmptyState({ onlyDetection }: { onlyDetection: boolean }) {
  return (
    <div className={`panel ${styles.empty}`} data-testid="webhooks-empty">
      <h2>{onlyDetection ? 'No events from visitors yet' : 'No events received yet'}</h2>
      <p>
        This page lists the platform&apos;s webhook deliveries to this storefront&apos;s{' '}
        <code>/api/webhooks</code> as they arrive. Cause one:
      </p>
      <ul>
        <li>
          book a slot on <Link href="/booking">the booking page</Link>, or put a product in the cart
          on <Link href="/store">the store</Link>;
        </li>
        <li>
          or emit one yourself:{' '}
          <code>npm run platform -- webhooks trigger wix.bookings.v2.booking_confirmed</code>.
        </li>
      </ul>
      <p className="muted">
        Nothing arriving? <code>npm start</code> subscribes this storefront; see the subscriptions
        with <code>npm run platform -- webhooks list</code> and each delivery with{' '}
        <code>npm run platform -- webhooks deliveries</code>.
      </p>
    </div>
  );
}

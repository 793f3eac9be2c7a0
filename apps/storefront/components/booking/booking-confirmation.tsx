import type { ConfirmedBooking } from '@/lib/booking/types';
import styles from './booking.module.css';

const HEADINGS: Record<string, string> = {
  CONFIRMED: 'Booking confirmed',
  PENDING: 'Booking requested',
  WAITING_LIST: 'On the waiting list',
};

/** Back from the hosted checkout: what was booked, when (in the visitor's zone), its status. */
export function BookingConfirmation({ booking }: { booking: ConfirmedBooking }) {
  const status = booking.status.charAt(0) + booking.status.slice(1).toLowerCase().replace('_', ' ');
  return (
    <section
      className={`panel ${styles.confirmation}`}
      data-testid="booking-confirmation"
      data-booking-id={booking.id}
      data-status={booking.status}
      aria-live="polite"
    >
      <h2>{HEADINGS[booking.status] ?? 'Your booking'}</h2>
      <dl className="facts">
        <dt>Service</dt>
        <dd data-testid="booking-service-name">{booking.serviceName}</dd>
        <dt>Time</dt>
        <dd data-testid="booking-time">{booking.when}</dd>
        <dt>Status</dt>
        <dd data-testid="booking-status">{status}</dd>
        {booking.price && (
          <>
            <dt>Price</dt>
            <dd data-testid="booking-price">{booking.price}</dd>
          </>
        )}
        <dt>Payment</dt>
        <dd data-testid="booking-payment">{booking.payment}</dd>
      </dl>
    </section>
  );
}

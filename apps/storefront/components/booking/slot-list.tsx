import type { SlotChoice, SlotDay } from '@/lib/booking/types';
import buttonRow from '../button-row/button-row.module.css';
import styles from './booking.module.css';

interface SlotListProps {
  days: SlotDay[];
  /** The zone the days and times are in, said once above them (docs/architecture.md). */
  timeZone: string;
  onChoose(slot: SlotChoice): void;
}

/** The open slots of the next seven days, one group per day in the visitor's zone. */
export function SlotList({ days, timeZone, onChoose }: SlotListProps) {
  if (days.length === 0) {
    return (
      <p className="muted" data-testid="booking-no-slots">
        No open slots in the next 7 days. Locally, <code>npm run platform -- reset --yes</code>
        restores the demo services and their slots (and deletes all other local data).
      </p>
    );
  }
  return (
    <section aria-labelledby="open-slots-heading" data-testid="booking-slots">
      <h2 id="open-slots-heading" className={styles.heading}>
        Open slots
      </h2>
      <p className="muted" data-testid="booking-time-zone">
        Times are in your time zone, {timeZone}.
      </p>
      {days.map((day) => (
        <div key={day.key} className={styles.day} data-testid="booking-day">
          <h3 className={styles.dayLabel}>{day.label}</h3>
          <ul className={buttonRow.buttonRow}>
            {day.slots.map((slot) => (
              <li key={slot.key}>
                <button
                  type="button"
                  className={styles.slot}
                  data-testid="booking-slot"
                  data-start={slot.key}
                  onClick={() => onChoose(slot)}
                >
                  {slot.time}
                  <span className="visually-hidden">, {day.label}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

import type { EventChoice } from '@/lib/tickets/types';
import styles from './tickets.module.css';

interface EventChoicesProps {
  events: EventChoice[];
  selected: string | null;
  onChange(id: string): void;
}

/** A radio group: Tab reaches it, the arrow keys move between events. */
export function EventChoices({ events, selected, onChange }: EventChoicesProps) {
  return (
    <fieldset className={styles.events} data-testid="tickets-events">
      <legend className={styles.legend}>Choose an event</legend>
      {events.map((event) => (
        <label key={event.id} className={styles.event} data-testid="tickets-event">
          <input
            type="radio"
            name="event"
            value={event.id}
            checked={selected === event.id}
            onChange={() => onChange(event.id)}
          />
          <span className={styles.eventText}>
            <span className={styles.eventTitle}>{event.title}</span>
            <span className={styles.eventDetails} data-testid="tickets-event-when">
              {event.when}
            </span>
            {event.location && <span className={styles.eventDetails}>{event.location}</span>}
          </span>
          <span className={styles.badge}>
            {event.registration === 'RSVP'
              ? 'RSVP'
              : event.registration === 'TICKETING'
                ? 'Tickets'
                : ''}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

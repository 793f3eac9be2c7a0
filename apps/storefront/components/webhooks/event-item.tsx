import { formatInstant } from '@headless/contract/display-format';
import type { ReceivedEvent } from '@/lib/webhooks/received-events';
import styles from './webhooks.module.css';

/** One received event: its type, the entity it is about, when it happened and who caused it. */
export function EventItem({ event }: { event: ReceivedEvent }) {
  return (
    <li
      className={styles.event}
      data-testid="webhook-event"
      data-event-type={event.eventType}
      data-detection={event.byDetection ? 'true' : undefined}
    >
      <p className={styles.eventType}>
        {event.eventType}
        {event.byDetection && <span className={styles.tag}>App detection</span>}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>Entity</dt>
          <dd data-testid="webhook-event-entity">{event.entityId}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>
            <time dateTime={event.eventTime}>{formatInstant(event.eventTime)}</time>
          </dd>
        </div>
        <div>
          <dt>By</dt>
          <dd>
            {event.byDetection ? `${event.who} (this storefront's app detection)` : event.who}
          </dd>
        </div>
      </dl>
    </li>
  );
}

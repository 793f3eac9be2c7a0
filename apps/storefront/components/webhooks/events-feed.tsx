'use client';

import { useEffect, useState } from 'react';
import { ErrorMessage } from '../error-message/error-message';
import { DetectionToggle } from './detection-toggle';
import { feedView } from '@/lib/webhooks/feed-view';
import type { ReceivedEvent } from '@/lib/webhooks/received-events';
import { EmptyState } from './empty-state';
import { EventItem } from './event-item';
import styles from './webhooks.module.css';

/** Deliveries arrive at any time; a short poll is simple and enough for a local demo page. */
const POLL_MS = 2000;

type Feed = { events: ReceivedEvent[] | null; error: string | null };

async function fetchEvents(signal: AbortSignal): Promise<ReceivedEvent[]> {
  const response = await fetch('/api/webhooks', { cache: 'no-store', signal });
  if (!response.ok) throw new Error(`the storefront answered ${response.status}`);
  const body = (await response.json()) as { events: ReceivedEvent[] };
  return body.events;
}

/** Keeps the last good list on screen while a poll fails, and says so. */
function useEventsFeed(): Feed {
  const [feed, setFeed] = useState<Feed>({ events: null, error: null });
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const events = await fetchEvents(controller.signal);
        setFeed({ events, error: null });
      } catch (error) {
        if (controller.signal.aborted) return;
        const reason = error instanceof Error ? error.message : String(error);
        setFeed((current) => ({ ...current, error: `Could not load the events: ${reason}.` }));
      }
      if (!controller.signal.aborted) timer = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, []);
  return feed;
}

/**
 * The received events, newest first. Those the storefront's own app detection caused (its probe
 * cart, created and deleted on every detection run) are hidden until the visitor asks for them.
 */
export function EventsFeed() {
  const { events, error } = useEventsFeed();
  const [showDetection, setShowDetection] = useState(false);
  const view = events && feedView(events, showDetection);
  return (
    <section aria-labelledby="webhook-events-heading">
      <h2 id="webhook-events-heading" className="visually-hidden">
        Latest events
      </h2>
      {error && (
        <ErrorMessage
          testId="webhooks-error"
          message={`${error} Retrying every ${POLL_MS / 1000} seconds.`}
          className={styles.feedError}
        />
      )}
      {events === null && !error && (
        <p className={styles.status} role="status" data-testid="webhooks-loading">
          Loading the latest events…
        </p>
      )}
      {view?.empty && <EmptyState onlyDetection={view.hidden > 0} />}
      {view && view.hidden > 0 && (
        <DetectionToggle
          count={view.hidden}
          shown={showDetection}
          onToggle={() => setShowDetection((on) => !on)}
        />
      )}
      {/* Polite: a screen reader hears new events without losing its place. */}
      <ol className={styles.events} aria-live="polite" data-testid="webhook-events">
        {view?.shown.map((event) => (
          <EventItem key={event.eventId} event={event} />
        ))}
      </ol>
    </section>
  );
}

import type { ReceivedEvent } from './received-events';

/** What the /webhooks list shows of the events received so far. */
export interface FeedView {
  /** The events listed, newest first. */
  shown: ReceivedEvent[];
  /** How many of the storefront's own detection events are left out. */
  hidden: number;
  /**
   * Nothing is listed, so the page says how to cause an event: also when every event received
   * so far is one of the hidden detection events (a newcomer's first visit after the home page).
   */
  empty: boolean;
}

export function feedView(events: ReceivedEvent[], showDetection: boolean): FeedView {
  const hidden = events.filter((event) => event.byDetection).length;
  const shown = showDetection ? events : events.filter((event) => !event.byDetection);
  return { shown, hidden, empty: shown.length === 0 };
}

import { describe, expect, it } from 'vitest';
import { feedView } from './feed-view';
import type { ReceivedEvent } from './received-events';

const event = (eventId: string, byDetection: boolean): ReceivedEvent => ({
  eventId,
  eventType: byDetection ? 'wix.ecom.v1.cart_created' : 'wix.bookings.v2.booking_created',
  entityId: `entity-${eventId}`,
  eventTime: '2026-11-27T17:00:00.000Z',
  receivedAt: '2026-11-27T17:00:01.000Z',
  who: 'Visitor 1a2b3c4d',
  byDetection,
});

describe('feedView', () => {
  it('lists the visitors’ events and counts the hidden detection events', () => {
    const view = feedView([event('b1', false), event('d1', true)], false);
    expect(view.shown.map((e) => e.eventId)).toEqual(['b1']);
    expect(view).toMatchObject({ hidden: 1, empty: false });
  });

  it('says how to cause an event when only hidden detection events arrived so far', () => {
    const view = feedView([event('d1', true), event('d2', true)], false);
    expect(view).toEqual({ shown: [], hidden: 2, empty: true });
    expect(feedView([event('d1', true)], true)).toMatchObject({ hidden: 1, empty: false });
  });

  it('is empty before any event arrived', () => {
    expect(feedView([], false)).toEqual({ shown: [], hidden: 0, empty: true });
  });
});

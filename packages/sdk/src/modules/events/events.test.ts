import { describe, expect, it } from 'vitest';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { events } from './events';

const iso = '2024-07-01T18:00:00.000Z';
const wireEvent = {
  id: 'e1',
  title: 'Gig',
  dateAndTimeSettings: { startDate: iso, endDate: iso, formatted: { startDate: 'July 1' } },
  location: { address: { geocode: { latitude: '48.1', longitude: '11.5' } } },
};

describe('events', () => {
  it('queries events with options beside the query and transforms them', async () => {
    const server = await fakePlatform({
      'POST /events/v3/events/query': {
        events: [structuredClone(wireEvent)],
        pagingMetadata: { count: 1, offset: 0, total: 1, tooManyToCount: false },
      },
    });
    const client = clientOf(server, { events });
    const page = await client.events
      .queryEvents({ fields: ['DETAILS'] })
      .eq('status', 'UPCOMING')
      .find();
    const [event] = page.items;
    expect(event?.dateAndTimeSettings?.startDate).toEqual(new Date(iso));
    expect(event?.dateAndTimeSettings?.formatted?.startDate).toBe('July 1');
    expect(event?.location?.address?.geocode).toEqual({ latitude: 48.1, longitude: 11.5 });
    expect(apiCalls(server)[0]?.body).toEqual({
      query: { filter: { status: 'UPCOMING' }, paging: { limit: 50, offset: 0 } },
      fields: ['DETAILS'],
    });
  });

  it('gets one event, unwrapped, with fields in the query string', async () => {
    const server = await fakePlatform({
      'GET /events/v3/events/e1': { event: structuredClone(wireEvent) },
    });
    const client = clientOf(server, { events });
    const event = await client.events.getEvent('e1', { fields: ['DETAILS', 'REGISTRATION'] });
    expect(event.title).toBe('Gig');
    expect(apiCalls(server)[0]?.url).toBe(
      '/events/v3/events/e1?eventId=e1&fields=DETAILS&fields=REGISTRATION',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { events } from './events';
import { wixEvents } from './wix-events';

const iso = '2030-07-01T18:00:00.000Z';
const wireEvent = () => ({
  id: 'e1',
  title: 'Gig',
  slug: 'gig',
  status: 'DRAFT',
  createdDate: iso,
  mainImage: { id: 'i', url: 'u', width: 1, height: 1, urlExpirationDate: iso },
  categories: [{ id: 'c1', name: 'Music', createdDate: iso }],
  dateAndTimeSettings: {
    startDate: iso,
    endDate: iso,
    recurringEvents: { individualEventDates: [{ startDate: iso, endDate: iso }] },
  },
  registration: { rsvp: { startDate: iso } },
});

describe('wixEvents', () => {
  it('creates with Dates sent as ISO strings and returns the event unwrapped with Dates', async () => {
    const server = await fakePlatform({ 'POST /events/v3/events': { event: wireEvent() } });
    const client = clientOf(server, { wixEvents });
    const event = await client.wixEvents.createEvent(
      {
        title: 'Gig',
        location: { type: 'VENUE' },
        dateAndTimeSettings: {
          startDate: new Date(iso),
          endDate: new Date(iso),
          timeZoneId: 'UTC',
        },
      },
      { draft: true, fields: ['CATEGORIES'] },
    );
    expect(event.createdDate).toEqual(new Date(iso));
    expect(event.mainImage?.urlExpirationDate).toEqual(new Date(iso));
    expect(event.categories?.[0]?.createdDate).toEqual(new Date(iso));
    expect(event.dateAndTimeSettings.recurringEvents?.individualEventDates[0]?.startDate).toEqual(
      new Date(iso),
    );
    expect(event.registration?.rsvp?.startDate).toEqual(new Date(iso));
    expect(apiCalls(server)[0]?.body).toEqual({
      event: {
        title: 'Gig',
        location: { type: 'VENUE' },
        dateAndTimeSettings: { startDate: iso, endDate: iso, timeZoneId: 'UTC' },
      },
      draft: true,
      fields: ['CATEGORIES'],
    });
  });

  it('updates with the id in path and body and a comma-joined mask; clones with overrides', async () => {
    const server = await fakePlatform({
      'PATCH /events/v3/events/e1': { event: wireEvent() },
      'POST /events/v3/events/e1/clone': { event: wireEvent() },
    });
    const client = clientOf(server, { wixEvents });
    await client.wixEvents.updateEvent(
      'e1',
      { title: 'New' },
      { mask: ['title', 'location.name'] },
    );
    await client.wixEvents.cloneEvent('e1', {
      event: { title: 'Copy' },
      mask: ['title'],
      draft: true,
    });
    const [update, clone] = apiCalls(server);
    expect(update).toMatchObject({
      method: 'PATCH',
      body: { event: { title: 'New', id: 'e1' }, mask: 'title,location.name' },
    });
    expect(clone?.body).toEqual({
      eventId: 'e1',
      event: { title: 'Copy' },
      draft: true,
      mask: 'title',
    });
  });

  it('publishes, cancels, deletes, and works by filter', async () => {
    const server = await fakePlatform({
      'POST /events/v3/events/e1/publish': { event: wireEvent() },
      'POST /events/v3/events/e1/cancel': { event: { ...wireEvent(), status: 'CANCELED' } },
      'DELETE /events/v3/events/e1': { eventId: 'e1' },
      'POST /events/v3/bulk/events/cancel-by-filter': { count: 2 },
      'POST /events/v3/bulk/events/delete-by-filter': { count: 1 },
    });
    const api = clientOf(server, { wixEvents }).wixEvents;
    await api.publishDraftEvent('e1');
    expect((await api.cancelEvent('e1', { fields: ['REGISTRATION'] })).status).toBe('CANCELED');
    expect(await api.deleteEvent('e1')).toEqual({ eventId: 'e1' });
    expect(await api.bulkCancelEventsByFilter({ status: 'UPCOMING' })).toEqual({ count: 2 });
    expect(await api.bulkDeleteEventsByFilter({})).toEqual({ count: 1 });
    const calls = apiCalls(server);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /events/v3/events/e1/publish',
      'POST /events/v3/events/e1/cancel',
      'DELETE /events/v3/events/e1?eventId=e1',
      'POST /events/v3/bulk/events/cancel-by-filter',
      'POST /events/v3/bulk/events/delete-by-filter',
    ]);
    expect(calls[1]?.body).toEqual({ eventId: 'e1', fields: ['REGISTRATION'] });
    expect(calls[3]?.body).toEqual({ filter: { status: 'UPCOMING' } });
  });

  it('reads by slug and category, and counts by status', async () => {
    const server = await fakePlatform({
      'GET /events/v3/events/slug/gig': { event: wireEvent() },
      'GET /events/v3/events/category/c1': {
        events: [wireEvent()],
        pagingMetadata: { count: 1, offset: 0, total: 1, tooManyToCount: false },
      },
      'POST /events/v3/events/count-by-status': {
        pagingMetadata: { count: 3, offset: 0, total: 3, tooManyToCount: false },
        facets: { status: { counts: { UPCOMING: 3 } } },
      },
    });
    const api = clientOf(server, { wixEvents }).wixEvents;
    expect((await api.getEventBySlug('gig', { fields: ['URLS'] })).slug).toBe('gig');
    const page = await api.listEventsByCategory('c1', { paging: { limit: 5 } });
    expect(page.events[0]?.createdDate).toEqual(new Date(iso));
    const counts = await api.countEventsByStatus({ includeDrafts: true, facet: ['status'] });
    expect(counts.facets.status?.counts).toEqual({ UPCOMING: 3 });
    const urls = apiCalls(server).map((c) => c.url);
    expect(urls.slice(0, 2)).toEqual([
      '/events/v3/events/slug/gig?slug=gig&fields=URLS',
      '/events/v3/events/category/c1?categoryId=c1&paging.limit=5',
    ]);
  });

  it('keeps the earlier `events` name working', () => {
    expect(events).toBe(wixEvents);
  });
});

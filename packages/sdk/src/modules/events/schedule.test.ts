import { describe, expect, it } from 'vitest';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { eventCategories } from './categories';
import { eventForms } from './forms';
import { schedule } from './schedule';
import { scheduleBookmarks } from './schedule-bookmarks';

const iso = '2026-07-01T18:00:00.000Z';
const item = {
  id: 'i1',
  eventId: 'e1',
  draft: false,
  hidden: false,
  name: 'Keynote',
  timeSlot: { start: iso, end: iso, timeZoneId: 'UTC' },
  tags: [],
  status: 'SCHEDULED',
  createdDate: iso,
  updatedDate: iso,
};
const page = { count: 1, offset: 0, total: 1, tooManyToCount: false };

describe('events schedule, bookmarks, categories and forms', () => {
  it('lists with repeated parameters and dates in, reads and queries items with Dates out', async () => {
    const server = await fakePlatform({
      'GET /events/v1/schedule': {
        items: [item],
        total: 1,
        offset: 0,
        limit: 50,
        pagingMetadata: page,
      },
      'GET /events/v1/schedule/i1': { item },
      'POST /events/v1/schedule/query': { items: [item], pagingMetadata: page },
      'PATCH /events/v1/schedule/draft/i1': { item: { ...item, draft: true } },
    });
    const client = clientOf(server, { schedule });
    const listed = await client.schedule.listScheduleItems({
      eventId: ['e1'],
      facet: ['tag', 'stageName'],
      startingFrom: new Date(iso),
    });
    expect(listed.items[0]?.timeSlot.start).toEqual(new Date(iso));
    const got = await client.schedule.getScheduleItem('i1', { eventId: 'e1' });
    expect(got.item?.createdDate).toEqual(new Date(iso));
    const queried = await client.schedule.queryScheduleItems().eq('eventId', 'e1').find();
    expect(queried.items[0]?.timeSlot.end).toEqual(new Date(iso));
    await client.schedule.updateScheduleItem('i1', 'e1', { name: 'Opening' }, ['name']);
    const calls = apiCalls(server);
    expect(calls[0]?.url).toBe(
      `/events/v1/schedule?eventId=e1&facet=tag&facet=stageName&startingFrom=${encodeURIComponent(iso)}`,
    );
    expect(calls[1]?.url).toBe('/events/v1/schedule/i1?itemId=i1&eventId=e1');
    expect(calls[2]?.body).toEqual({
      query: { filter: { eventId: 'e1' }, paging: { limit: 50, offset: 0 } },
    });
    expect(calls[3]?.body).toEqual({ eventId: 'e1', item: { name: 'Opening' }, fields: ['name'] });
  });

  it('bookmarks: the event in the body to create, in the query string to delete and list', async () => {
    const server = await fakePlatform({
      'POST /events/v1/schedule/i1/bookmark': {},
      'DELETE /events/v1/schedule/i1/bookmark': {},
      'GET /events/v1/schedule/bookmarks': { items: [item] },
    });
    const client = clientOf(server, { scheduleBookmarks });
    await client.scheduleBookmarks.createBookmark('i1', 'e1');
    await client.scheduleBookmarks.deleteBookmark('i1', 'e1');
    const items = await client.scheduleBookmarks.listBookmarks('e1');
    expect(items[0]?.timeSlot.start).toEqual(new Date(iso));
    const calls = apiCalls(server);
    expect(calls[0]?.body).toEqual({ eventId: 'e1' });
    expect(calls[1]?.url).toBe('/events/v1/schedule/i1/bookmark?itemId=i1&eventId=e1');
    expect(calls[2]?.url).toBe('/events/v1/schedule/bookmarks?eventId=e1');
  });

  it('categories: lists an event’s, queries with the fieldset and pages by metaData', async () => {
    const category = { id: 'c1', name: 'Jazz', createdDate: iso, states: ['MANUAL'] };
    const server = await fakePlatform({
      'GET /events/v1/categories/e1': { categories: [category] },
      'POST /events/v1/categories/query': {
        categories: [category],
        metaData: { count: 1, offset: 0, total: 1 },
      },
      'DELETE /events/v1/categories/c1/events': {},
    });
    const client = clientOf(server, { eventCategories });
    const listed = await client.eventCategories.listEventCategories('e1');
    expect(listed[0]?.createdDate).toEqual(new Date(iso));
    const queried = await client.eventCategories
      .queryCategories({ fieldset: ['COUNTS'] })
      .eq('name', 'Jazz')
      .find();
    expect(queried.items.map((c) => c.id)).toEqual(['c1']);
    expect(queried.totalCount).toBe(1);
    await client.eventCategories.unassignEvents('c1', ['e1', 'e2']);
    const calls = apiCalls(server);
    expect(calls[1]?.body).toEqual({
      query: { filter: { name: 'Jazz' }, paging: { limit: 50, offset: 0 } },
      fieldset: ['COUNTS'],
    });
    expect(calls[2]?.url).toBe(
      '/events/v1/categories/c1/events?categoryId=c1&eventId=e1&eventId=e2',
    );
  });

  it('categories in bulk: created ones get Dates; lists go in the body, or the query of a DELETE', async () => {
    const created = { id: 'c1', name: 'Jazz', createdDate: iso, states: ['MANUAL'] };
    const tally = { totalSuccesses: 1, totalFailures: 0, undetailedFailures: 0 };
    const server = await fakePlatform({
      'POST /events/v1/bulk/categories/create': {
        results: [{ itemMetadata: { id: 'c1', originalIndex: 0, success: true }, item: created }],
        bulkActionMetadata: tally,
      },
      'POST /events/v1/bulk/categories/events': { results: [], bulkActionMetadata: tally },
      'DELETE /events/v1/bulk/categories/events': { results: [], bulkActionMetadata: tally },
    });
    const client = clientOf(server, { eventCategories });
    const bulk = await client.eventCategories.bulkCreateCategory([{ name: 'Jazz' }]);
    expect(bulk.results[0]?.item?.createdDate).toEqual(new Date(iso));
    await client.eventCategories.bulkAssignEvents(['c1', 'c2'], 'e1');
    await client.eventCategories.bulkUnassignEvents(['c1'], 'e1');
    const calls = apiCalls(server);
    expect(calls[1]?.body).toEqual({ categoryId: ['c1', 'c2'], eventId: ['e1'] });
    expect(calls[2]?.url).toBe('/events/v1/bulk/categories/events?categoryId=c1&eventId=e1');
  });

  it('forms: reads an event’s form; the owner discards its draft', async () => {
    const form = { controls: [{ type: 'INPUT', id: 'email', inputs: [] }] };
    const server = await fakePlatform({
      'GET /events/v1/events/e1/form': { form, draftForm: form },
      'DELETE /events/v1/events/e1/form': {},
      'POST /events/v1/events/e1/form/publish': { form },
    });
    const client = clientOf(server, { eventForms });
    expect(await client.eventForms.getForm('e1')).toEqual(form);
    await client.eventForms.discardDraft('e1');
    expect(await client.eventForms.publishDraft('e1')).toEqual(form);
    expect(apiCalls(server)[1]).toMatchObject({
      method: 'DELETE',
      url: expect.stringMatching(/^\/events\/v1\/events\/e1\/form/),
    });
  });

  it('reschedules the draft: the offset in seconds goes as a Duration', async () => {
    const server = await fakePlatform({ 'POST /events/v1/schedule/draft/reschedule': {} });
    const client = clientOf(server, { schedule });
    await client.schedule.rescheduleDraft('e1', 'Europe/Paris', -5400);
    await client.schedule.rescheduleDraft('e1', 'UTC');
    expect(apiCalls(server).map((call) => call.body)).toEqual([
      { eventId: 'e1', timeZoneId: 'Europe/Paris', timeSlotOffset: '-5400s' },
      { eventId: 'e1', timeZoneId: 'UTC' },
    ]);
  });
});

import { DEMO_SITE_ID, QueryEventsResponse } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { expectAppError, useTestApp } from '../../../test/harness';
import { installedApps } from '../../db/schema/core';
import { eventsEvents } from '../../db/schema/events';
import { seedId } from '../../seed/seed-helpers';
import { formatEventDates } from './wire/format-dates';

const t = useTestApp();
let token: string;

beforeAll(async () => {
  token = await visitorToken(t.app);
});

const query = (body: unknown, url = '/events/v3/events/query') =>
  t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload: body as object });
const titles = (body: QueryEventsResponse) => body.events.map((e) => e.title);

describe('POST /events/v3/events/query', () => {
  it('lists published events, soonest first, in the wire shape', async () => {
    const res = await query({ query: {}, fields: ['REGISTRATION', 'URLS'] });
    expect(res.statusCode).toBe(200);
    const body = QueryEventsResponse.parse(res.json());
    expect(titles(body)).toEqual([
      'Online Photography Workshop',
      'Community Garden Meetup',
      'Summer Jazz Night',
    ]);
    expect(body.pagingMetadata).toEqual({ count: 3, offset: 0, total: 3, tooManyToCount: false });
    const [online, rsvp, jazz] = body.events;
    expect(rsvp).toMatchObject({
      status: 'UPCOMING',
      registration: { type: 'RSVP', status: 'OPEN_RSVP', rsvp: { waitlistEnabled: true } },
    });
    expect(rsvp?.location).toMatchObject({
      type: 'VENUE',
      name: 'Riverside Hall',
      address: { city: 'New York' },
    });
    expect(jazz?.registration).toMatchObject({
      type: 'TICKETING',
      status: 'OPEN_TICKETS',
      tickets: {
        lowestPrice: { value: '25', currency: 'USD' },
        highestPrice: { value: '60' },
        soldOut: false,
      },
    });
    expect(jazz?.dateAndTimeSettings.timeZoneId).toBe('America/New_York');
    expect(jazz?.dateAndTimeSettings.formatted.startTime).toBe('7:00 PM');
    expect(jazz?.eventPageUrl?.path).toBe('/event-details/summer-jazz-night');
    expect(jazz?.mainImage?.url).toMatch(/^data:image\/svg\+xml/);
    expect(online?.location).toMatchObject({ type: 'ONLINE' });
    expect(online?.location.address).toBeUndefined();
  });

  it('keeps drafts from visitors, even when they ask for them', async () => {
    const res = await query({ query: { filter: { status: 'DRAFT' } }, includeDrafts: true });
    expect(res.json().events).toEqual([]);
  });

  it('derives the status from the dates, in SQL as in the rows', async () => {
    const jazz = seedId(DEMO_SITE_ID, 'event:summer-jazz-night');
    const hourAgo = new Date(Date.now() - 3600_000);
    await t.db
      .update(eventsEvents)
      .set({ startDate: hourAgo, endDate: new Date(Date.now() + 3600_000) })
      .where(eq(eventsEvents.id, jazz));
    const started = QueryEventsResponse.parse(
      (await query({ query: { filter: { status: 'STARTED' } } })).json(),
    );
    expect(titles(started)).toEqual(['Summer Jazz Night']);
    await t.db.update(eventsEvents).set({ endDate: hourAgo }).where(eq(eventsEvents.id, jazz));
    const ended = QueryEventsResponse.parse(
      (
        await query({ query: { filter: { status: { $in: ['ENDED'] } } }, fields: ['REGISTRATION'] })
      ).json(),
    );
    expect(ended.events.map((e) => [e.title, e.registration?.status])).toEqual([
      ['Summer Jazz Night', 'CLOSED_AUTOMATICALLY'],
    ]);
  });

  it('filters, sorts and pages', async () => {
    const ticketed = await query({
      query: {
        filter: { 'registration.type': 'TICKETING' },
        sort: [{ fieldName: 'title', order: 'DESC' }],
      },
    });
    expect(titles(ticketed.json())).toEqual(['Summer Jazz Night', 'Online Photography Workshop']);
    const page = await query({ query: { paging: { limit: 1, offset: 1 } } });
    expect(page.json().pagingMetadata).toEqual({
      count: 1,
      offset: 1,
      total: 3,
      tooManyToCount: false,
    });
  });

  it('validates enums in filters and in the body', async () => {
    const badFilter = await query({ query: { filter: { status: 'POSTPONED' } } });
    expect(badFilter.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'query.filter.status',
      violatedRule: 'INVALID_ENUM_VALUE',
    });
    const badBody = await query({ query: {}, fields: ['DETAILS', 'EVERYTHING'] });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'fields.1',
      violatedRule: 'INVALID_ENUM_VALUE',
    });
  });

  it('answers on the SDK alias and requires the events app', async () => {
    expect((await query({}, '/_api/events-events-v3-adapter/v3/events/query')).statusCode).toBe(
      200,
    );
    await t.db
      .delete(installedApps)
      .where(and(eq(installedApps.siteId, DEMO_SITE_ID), eq(installedApps.app, 'events')));
    const res = await query({ query: {} });
    expectAppError(res, 403, 'APP_NOT_INSTALLED');
  });
});

describe('formatEventDates', () => {
  it('formats in the event time zone and spans days when needed', () => {
    const start = new Date('2030-07-21T23:00:00Z');
    expect(formatEventDates(start, new Date('2030-07-22T02:00:00Z'), 'America/New_York')).toEqual({
      dateAndTime: 'July 21, 2030, 7:00 PM – 10:00 PM',
      startDate: 'July 21, 2030',
      startTime: '7:00 PM',
      endDate: 'July 21, 2030',
      endTime: '10:00 PM',
    });
    expect(
      formatEventDates(start, new Date('2030-07-22T06:00:00Z'), 'America/New_York').dateAndTime,
    ).toBe('July 21, 2030, 7:00 PM – July 22, 2030, 2:00 AM');
  });
});

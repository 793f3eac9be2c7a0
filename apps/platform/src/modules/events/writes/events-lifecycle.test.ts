import { DEMO_SITE_ID, EventResponse } from '@headless/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visitorToken } from '../../../../test/build-app';
import { expectAppError, useTestApp } from '../../../../test/harness';
import { outboxOf, ownerIdentity } from '../../../../test/outbox-events';
import { createSecondSite } from '../../../seed/second-site';
import { useCallers } from '../../../owned/test-kit';
import { newEvent, notificationsOf, seededEventId } from '../test-client';

const t = useTestApp();
const c = useCallers(t);
afterEach(() => vi.restoreAllMocks());

const create = async (overrides: Record<string, unknown> = {}, draft = false) => {
  const res = await c.asOwner('POST', '/events/v3/events', { event: newEvent(overrides), draft });
  expect(res.statusCode, res.body).toBe(200);
  return EventResponse.parse(res.json()).event;
};
const at = (iso: string) => vi.spyOn(t.app.clock, 'now').mockReturnValue(new Date(iso));
const EVENT = 'wix.events.v1.event';
const canceledOf = async (eventId: string) =>
  (await outboxOf(t.db, EVENT, eventId)).filter((e) => e.eventType === `${EVENT}_canceled`);

describe('publish, cancel, delete', () => {
  it('publishes a draft once; visitors never see the draft', async () => {
    const draft = await create({ title: 'Draft Gala' }, true);
    const url = `/events/v3/events/${draft.id}`;
    expect((await c.asVisitor('GET', url)).statusCode).toBe(404);
    expect((await c.asOwner('GET', url)).json().event.status).toBe('DRAFT');
    const bySlug = await c.asVisitor('GET', '/events/v3/events/slug/draft-gala');
    expectAppError(bySlug, 404, 'EVENT_NOT_FOUND');
    const published = await c.asOwner('POST', `${url}/publish`, { eventId: draft.id });
    expect(published.json().event.status).toBe('UPCOMING');
    expect((await c.asVisitor('GET', '/events/v3/events/slug/draft-gala')).statusCode).toBe(200);
    const twice = await c.asOwner('POST', `${url}/publish`, {});
    expectAppError(twice, 409, 'EVENT_ALREADY_PUBLISHED');
    expect(await notificationsOf(t, draft.id)).toEqual(['created', 'published']);
  });

  it('cancels an upcoming event once, then refuses updates; ended ones cannot be cancelled', async () => {
    const event = await create({ title: 'Rain Date' });
    const url = `/events/v3/events/${event.id}`;
    const visitor = await c.asVisitor('POST', `${url}/cancel`, {});
    expect(visitor.statusCode).toBe(403);
    const canceled = await c.asOwner('POST', `${url}/cancel`, {
      fields: ['REGISTRATION'],
    });
    expect(canceled.json().event).toMatchObject({
      status: 'CANCELED',
      registration: { status: 'CLOSED_AUTOMATICALLY' },
    });
    const recorded = await canceledOf(event.id);
    expect(recorded).toEqual([
      {
        siteId: DEMO_SITE_ID,
        eventType: `${EVENT}_canceled`,
        aggregateType: EVENT,
        aggregateId: event.id,
        payload: { timestamp: expect.any(String), eventId: event.id, title: 'Rain Date' },
        identity: ownerIdentity,
      },
    ]);
    expectAppError(await c.asOwner('POST', `${url}/cancel`, {}), 409, 'EVENT_ALREADY_CANCELED');
    expect(await canceledOf(event.id)).toHaveLength(1);
    expectAppError(await c.asOwner('PATCH', url, { event: { title: 'x' } }), 409, 'EVENT_CANCELED');
    const draft = await create({ title: 'Never Published' }, true);
    expectAppError(
      await c.asOwner('POST', `/events/v3/events/${draft.id}/cancel`, {}),
      409,
      'EVENT_NOT_PUBLISHED',
    );
    const later = await create({ title: 'Long Past' });
    at('2099-01-01T00:00:00Z');
    const ended = await c.asOwner('POST', `/events/v3/events/${later.id}/cancel`, {});
    expectAppError(ended, 409, 'EVENT_ALREADY_ENDED');
  });

  it('deletes one event and by filter; cancels by filter', async () => {
    const a = await create({ title: 'Bulk A', shortDescription: 'bulk' });
    const b = await create({ title: 'Bulk B', shortDescription: 'bulk' });
    const gone = await c.asOwner('DELETE', `/events/v3/events/${a.id}?eventId=${a.id}`);
    expect(gone.json()).toEqual({ eventId: a.id });
    expect((await c.asOwner('GET', `/events/v3/events/${a.id}`)).statusCode).toBe(404);
    expect(await notificationsOf(t, a.id)).toEqual(['created', 'published', 'deleted']);
    // A draft matches the filter too, but cannot be canceled: it is left as it is.
    const draft = await create({ title: 'Bulk C', shortDescription: 'bulk' }, true);
    const filter = { shortDescription: 'bulk' };
    const canceled = await c.asOwner('POST', '/events/v3/bulk/events/cancel-by-filter', { filter });
    expect(canceled.json()).toEqual({ count: 1 });
    expect((await c.asOwner('GET', `/events/v3/events/${b.id}`)).json().event.status).toBe(
      'CANCELED',
    );
    const [bulk, ...again] = await canceledOf(b.id);
    expect(again).toEqual([]);
    expect(bulk).toMatchObject({ aggregateId: b.id, identity: ownerIdentity });
    expect(bulk!.payload).toMatchObject({ eventId: b.id, title: 'Bulk B' });
    expect(await notificationsOf(t, draft.id)).toEqual(['created']);
    const deleted = await c.asOwner(
      'POST',
      '/_api/events-events-v3-adapter/v3/bulk/events/delete-by-filter',
      { filter },
    );
    expect(deleted.json()).toEqual({ count: 2 });
    const badFilter = await c.asOwner('POST', '/events/v3/bulk/events/delete-by-filter', {
      filter: { status: 'GONE' },
    });
    expect(badFilter.json().details.validationError.fieldViolations[0].violatedRule).toBe(
      'INVALID_ENUM_VALUE',
    );
    const noFilter = await c.asOwner('POST', '/events/v3/bulk/events/delete-by-filter', {});
    expect(noFilter.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'filter',
      violatedRule: 'REQUIRED_FIELD',
    });
    const visitor = await c.asVisitor('POST', '/events/v3/bulk/events/delete-by-filter', {
      filter: {},
    });
    expect(visitor.statusCode).toBe(403);
  });
});

describe('reads', () => {
  it('gets by id and slug with field sets, counts by status, lists by category', async () => {
    const jazz = seededEventId('summer-jazz-night');
    const got = await c.asVisitor(
      'GET',
      `/events/v3/events/${jazz}?eventId=${jazz}&fields=URLS&fields=DETAILS`,
    );
    expect(got.json().event).toMatchObject({
      slug: 'summer-jazz-night',
      eventPageUrl: { path: '/event-details/summer-jazz-night' },
      shortDescription: 'A live quartet under the stars.',
      calendarUrls: { google: expect.stringContaining('calendar.google.com') },
    });
    expect(got.json().event.registration).toBeUndefined();
    const bad = await c.asVisitor('GET', `/events/v3/events/${jazz}?fields=ALL`);
    expect(bad.json().details.validationError.fieldViolations[0].violatedRule).toBe(
      'INVALID_ENUM_VALUE',
    );
    expectAppError(
      await c.asVisitor('GET', '/events/v3/events/not-a-uuid'),
      404,
      'EVENT_NOT_FOUND',
    );
    const counts = await c.asOwner('POST', '/events/v3/events/count-by-status', {
      filter: { 'registration.type': 'TICKETING' },
      includeDrafts: true,
      facet: ['status', 'registration.type'],
    });
    expect(counts.json().facets.status.counts).toMatchObject({ UPCOMING: 2 });
    expect(counts.json().facets['registration.type'].counts).toMatchObject({ TICKETING: 2 });
    const visitorCount = await c.asVisitor('POST', '/events/v3/events/count-by-status', {
      includeDrafts: true,
    });
    expect(visitorCount.json().facets.status.counts.DRAFT).toBeUndefined();
    const tagged = await create({ title: 'Tagged', categories: [{ name: 'Rooftop' }] });
    const full = await c.asVisitor('GET', `/events/v3/events/${tagged.id}?fields=CATEGORIES`);
    const category = full.json().event.categories[0].id;
    const listed = await c.asVisitor('GET', `/events/v3/events/category/${category}`);
    expect(listed.json().events.map((e: { title: string }) => e.title)).toEqual(['Tagged']);
    const filtered = await c.asVisitor('POST', '/events/v3/events/query', {
      query: { filter: { 'categories.id': { $hasSome: [category] } } },
    });
    expect(filtered.json().pagingMetadata.total).toBe(1);
    const unknown = await c.asVisitor('GET', '/events/v3/events/category/nope');
    expectAppError(unknown, 404, 'CATEGORY_NOT_FOUND');
  });

  it('serves the seeded details: categories, form, rich description, full address', async () => {
    const garden = seededEventId('community-garden-meetup');
    const res = await c.asVisitor(
      'GET',
      `/events/v3/events/${garden}?fields=CATEGORIES&fields=FORM&fields=TEXTS`,
    );
    const event = res.json().event;
    expect(event.categories.map((x: { name: string }) => x.name)).toEqual([
      'Community',
      'Outdoors',
    ]);
    expect(event.form.controls.map((x: { type: string }) => x.type)).toContain('GUEST_CONTROL');
    expect(event.description.nodes.map((n: { type: string }) => n.type)).toEqual([
      'HEADING',
      'PARAGRAPH',
      'COLLAPSIBLE_LIST',
    ]);
    expect(event.location.address).toMatchObject({
      addressLine2: 'Hall B',
      streetAddress: { apt: 'Hall B' },
      geocode: { latitude: 40.7506 },
    });
  });

  it('keeps sites apart', async () => {
    const second = await createSecondSite(t.db, { withData: true });
    const token = await visitorToken(t.app, second.clientId);
    const ours = seededEventId('summer-jazz-night');
    const res = await t.app.inject({
      method: 'GET',
      url: `/events/v3/events/${ours}`,
      headers: { authorization: token },
    });
    expect(res.statusCode).toBe(404);
    const theirs = seededEventId('summer-jazz-night', second.siteId);
    const write = await c.asOwner('PATCH', `/events/v3/events/${theirs}`, {
      event: { title: 'x' },
    });
    expect(write.statusCode).toBe(404);
    const slug = await t.app.inject({
      method: 'GET',
      url: '/events/v3/events/slug/summer-jazz-night',
      headers: { authorization: token },
    });
    expect(slug.json().event.id).toBe(theirs);
  });
});

describe('the clock', () => {
  it('moves the status and records reminder, started and ended exactly once', async () => {
    const event = await create({ title: 'Clockwork' });
    const start = new Date(event.dateAndTimeSettings.startDate).getTime();
    const url = `/events/v3/events/${event.id}`;
    const statusAt = async (ms: number) => {
      vi.spyOn(t.app.clock, 'now').mockReturnValue(new Date(ms));
      return (await c.asVisitor('GET', url)).json().event.status;
    };
    expect(await statusAt(start - 2 * 86_400_000)).toBe('UPCOMING');
    expect(await notificationsOf(t, event.id)).toEqual(['created', 'published']);
    expect(await statusAt(start - 3_600_000)).toBe('UPCOMING');
    expect(await statusAt(start - 1_800_000)).toBe('UPCOMING');
    expect(await statusAt(start + 60_000)).toBe('STARTED');
    await Promise.all([statusAt(start + 120_000), statusAt(start + 180_000)]);
    expect(await statusAt(start + 4 * 3_600_000)).toBe('ENDED');
    const query = await c.asVisitor('POST', '/events/v3/events/query', {
      query: { filter: { status: 'ENDED' } },
    });
    expect(query.json().events.map((e: { id: string }) => e.id)).toContain(event.id);
    expect(await notificationsOf(t, event.id)).toEqual([
      'created',
      'published',
      'reminder',
      'started',
      'ended',
    ]);
  });
});

describe('filters sent on their own', () => {
  it('name a bad field by the request path it was sent in', async () => {
    const fieldOf = (res: {
      json(): { details: { validationError: { fieldViolations: { field: string }[] } } };
    }) => res.json().details.validationError.fieldViolations.map((v) => v.field);
    const count = await c.asOwner('POST', '/events/v3/events/count-by-status', {
      filter: { status: 'POSTPONED' },
    });
    expect([count.statusCode, fieldOf(count)]).toEqual([400, ['filter.status']]);
    const cancel = await c.asOwner('POST', '/events/v3/bulk/events/cancel-by-filter', {
      filter: { colour: 'red' },
    });
    expect([cancel.statusCode, fieldOf(cancel)]).toEqual([400, ['filter.colour']]);
    const definitions = await c.asOwner('POST', '/events/v3/ticket-definitions/count', {
      filter: { colour: 'red' },
    });
    expect([definitions.statusCode, fieldOf(definitions)]).toEqual([400, ['filter.colour']]);
  });
});

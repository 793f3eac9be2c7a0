// Events v3 and RSVP through the real SDK against the real platform: the visitor's reads, the
// owner's writes with an API key, the lifecycle's refusals, and a waiting list (docs/protocol.md
// §2.5).
import { beforeAll, describe, expect, it } from 'vitest';
import { ApplicationError, ValidationError } from '@headless/sdk';
import { rsvp, wixEvents, type EventInput } from '@headless/sdk/events';
import { thrownBy, visitor } from './clients';
import { fileOwner } from './owner-key';
import { DAY } from './time';

const { createOwnerKey, owner } = fileOwner({ wixEvents, rsvp });
beforeAll(createOwnerKey);

const newEvent = (title: string, limit = 2): EventInput => ({
  title,
  location: { type: 'VENUE', name: 'Contract Hall', address: { city: 'Boston', country: 'US' } },
  dateAndTimeSettings: {
    startDate: new Date(Date.now() + 9 * DAY),
    endDate: new Date(Date.now() + 9 * DAY + 7_200_000),
    timeZoneId: 'America/New_York',
  },
  registration: { initialType: 'RSVP', rsvp: { limit, waitlistEnabled: true } },
  categories: [{ name: 'Contract' }],
});

describe('events v3 for a visitor', () => {
  it('queries published events and reads one by id and slug with field sets', async () => {
    const client = visitor();
    const { items } = await client.wixEvents
      .queryEvents({ fields: ['REGISTRATION'] })
      .eq('status', 'UPCOMING')
      .find();
    const jazz = items.find((e) => e.slug === 'summer-jazz-night');
    expect(jazz?.registration?.type).toBe('TICKETING');
    expect(jazz?.dateAndTimeSettings.startDate).toBeInstanceOf(Date);
    const bySlug = await client.wixEvents.getEventBySlug('summer-jazz-night', { fields: ['URLS'] });
    expect(bySlug.eventPageUrl?.path).toBe('/event-details/summer-jazz-night');
    expect(bySlug.registration).toBeUndefined();
    const byId = await client.events.getEvent(bySlug.id);
    expect(byId.title).toBe('Summer Jazz Night');
  });

  it('is refused writes and drafts, with the platform codes', async () => {
    const client = visitor();
    const write = await thrownBy(() => client.wixEvents.createEvent(newEvent('Nope')));
    expect(write).toBeInstanceOf(ApplicationError);
    expect((write as ApplicationError).code).toBe('FORBIDDEN');
    const draft = await thrownBy(() => client.wixEvents.getEventBySlug('autumn-market'));
    expect((draft as ApplicationError).code).toBe('EVENT_NOT_FOUND');
    const bad = await thrownBy(() =>
      client.wixEvents.queryEvents().eq('status', 'POSTPONED').find(),
    );
    expect(bad).toBeInstanceOf(ValidationError);
  });
});

describe('events v3 for the owner', () => {
  it('creates a draft, updates it by mask, publishes, clones, counts, cancels and deletes', async () => {
    const api = owner().wixEvents;
    const draft = await api.createEvent(newEvent('Contract Evening'), {
      draft: true,
      fields: ['CATEGORIES'],
    });
    expect(draft).toMatchObject({ status: 'DRAFT', slug: 'contract-evening' });
    expect(draft.categories?.[0]?.createdDate).toBeInstanceOf(Date);
    const updated = await api.updateEvent(
      draft.id,
      { title: 'Contract Evening II', location: { name: 'Ignored Hall' } },
      { mask: ['title'] },
    );
    expect(updated).toMatchObject({
      title: 'Contract Evening II',
      location: { name: 'Contract Hall' },
    });
    const published = await api.publishDraftEvent(draft.id);
    expect(published.status).toBe('UPCOMING');
    const again = await thrownBy(() => api.publishDraftEvent(draft.id));
    expect((again as ApplicationError).code).toBe('EVENT_ALREADY_PUBLISHED');
    const clone = await api.cloneEvent(draft.id, {
      event: { title: 'Contract Clone' },
      draft: true,
    });
    expect(clone).toMatchObject({ title: 'Contract Clone', status: 'DRAFT' });
    const counts = await api.countEventsByStatus({ includeDrafts: true });
    expect(counts.facets.status?.counts.DRAFT).toBeGreaterThanOrEqual(2);
    const canceled = await api.cancelEvent(draft.id);
    expect(canceled.status).toBe('CANCELED');
    const twice = await thrownBy(() => api.cancelEvent(draft.id));
    expect((twice as ApplicationError).code).toBe('EVENT_ALREADY_CANCELED');
    expect(await api.deleteEvent(clone.id)).toEqual({ eventId: clone.id });
    const deleted = await api.bulkDeleteEventsByFilter({ title: 'Contract Evening II' });
    expect(deleted).toEqual({ count: 1 });
  });
});

describe('events by category and cancelled by filter', () => {
  const tag = Math.random().toString(36).slice(2, 8);

  it('lists the published events of one category, paged, and refuses an unknown category', async () => {
    const api = owner().wixEvents;
    const make = (title: string, category: string, draft = false) =>
      api.createEvent(
        { ...newEvent(`${title} ${tag}`), categories: [{ name: `${category} ${tag}` }] },
        { draft, fields: ['CATEGORIES'] },
      );
    const first = await make('Category One', 'Talks');
    const second = await make('Category Two', 'Talks');
    await make('Category Draft', 'Talks', true);
    await make('Category Other', 'Walks');
    const categoryId = first.categories?.[0]?.id ?? '';
    expect(second.categories?.[0]?.id).toBe(categoryId);
    const page = await visitor().wixEvents.listEventsByCategory(categoryId, {
      fields: ['CATEGORIES'],
    });
    expect(page.events.map((e) => e.id).sort()).toEqual([first.id, second.id].sort());
    expect(page.pagingMetadata).toMatchObject({ count: 2, total: 2 });
    expect(page.events[0]?.categories?.[0]).toMatchObject({ id: categoryId, name: `Talks ${tag}` });
    expect(page.events[0]?.dateAndTimeSettings.startDate).toBeInstanceOf(Date);
    const secondPage = await visitor().wixEvents.listEventsByCategory(categoryId, {
      paging: { limit: 1, offset: 1 },
    });
    expect(secondPage.events).toHaveLength(1);
    expect(secondPage.pagingMetadata).toMatchObject({ count: 1, offset: 1, total: 2 });
    const owners = await api.listEventsByCategory(categoryId);
    expect(owners.pagingMetadata.total).toBe(2);
    const unknown = await thrownBy(() =>
      visitor().wixEvents.listEventsByCategory('00000000-0000-4000-8000-000000000000'),
    );
    expect(unknown).toBeInstanceOf(ApplicationError);
    expect((unknown as ApplicationError).code).toBe('CATEGORY_NOT_FOUND');
  });

  it('cancels exactly the matching events, skips ones already cancelled, owner only', async () => {
    const api = owner().wixEvents;
    const shortDescription = `bulk-cancel ${tag}`;
    const a = await api.createEvent({ ...newEvent(`Bulk A ${tag}`), shortDescription });
    const b = await api.createEvent({ ...newEvent(`Bulk B ${tag}`), shortDescription });
    const spared = await api.createEvent(newEvent(`Bulk Spared ${tag}`));
    const refused = await thrownBy(() => visitor().wixEvents.bulkCancelEventsByFilter({}));
    expect((refused as ApplicationError).code).toBe('FORBIDDEN');
    expect(await api.bulkCancelEventsByFilter({ shortDescription })).toEqual({ count: 2 });
    expect((await api.getEvent(a.id)).status).toBe('CANCELED');
    expect((await api.getEvent(b.id)).status).toBe('CANCELED');
    expect((await api.getEvent(spared.id)).status).toBe('UPCOMING');
    const jazz = await visitor().wixEvents.getEventBySlug('summer-jazz-night');
    expect(jazz.status).toBe('UPCOMING');
    expect(await api.bulkCancelEventsByFilter({ shortDescription })).toEqual({ count: 0 });
    const bad = await thrownBy(() => api.bulkCancelEventsByFilter({ status: 'POSTPONED' }));
    expect(bad).toBeInstanceOf(ValidationError);
  });
});

describe('RSVP', () => {
  it('takes YES until the limit, then puts visitors on the waiting list', async () => {
    const event = await owner().wixEvents.createEvent(newEvent('Contract RSVP', 2));
    const client = visitor();
    const answer = (n: number) =>
      client.rsvp.createRsvp({
        eventId: event.id,
        firstName: 'Guest',
        lastName: `No${n}`,
        email: `guest${n}@example.com`,
      });
    expect((await answer(1)).status).toBe('YES');
    expect((await answer(2)).status).toBe('YES');
    const third = await answer(3);
    expect(third).toMatchObject({ status: 'WAITING' });
    expect(third.createdDate).toBeInstanceOf(Date);
    const list = await owner().rsvp.listRsvps(event.id);
    expect(list.rsvps.map((r) => r.status)).toEqual(['YES', 'YES', 'WAITING']);
    await owner().rsvp.deleteRsvps(event.id, [third.id]);
    expect((await owner().rsvp.listRsvps(event.id)).total).toBe(2);
    const bad = await thrownBy(() =>
      client.rsvp.createRsvp({ eventId: event.id, firstName: 'A', lastName: 'B', email: 'nope' }),
    );
    expect(bad).toBeInstanceOf(ValidationError);
  });
});

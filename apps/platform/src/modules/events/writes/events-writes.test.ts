import { EventResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError, useTestApp } from '../../../../test/harness';
import { useCallers } from '../../../owned/test-kit';
import { newEvent, notificationsOf, seededEventId } from '../test-client';

const t = useTestApp();
const c = useCallers(t);

const create = async (event: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
  const res = await c.asOwner('POST', '/events/v3/events', { event, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return EventResponse.parse(res.json()).event;
};

describe('create', () => {
  it('creates a published event with a slug from the title, parts by field set', async () => {
    const event = await create(newEvent(), { fields: ['REGISTRATION', 'URLS', 'FORM'] });
    expect(event).toMatchObject({
      title: 'Harbour Lights Concert',
      slug: 'harbour-lights-concert',
      status: 'UPCOMING',
      location: { type: 'VENUE', address: { streetAddress: { apt: 'B' }, addressLine2: 'Gate B' } },
      registration: {
        type: 'RSVP',
        status: 'OPEN_RSVP',
        rsvp: { limit: 3, waitlistEnabled: true, responseType: 'YES_ONLY' },
      },
      eventPageUrl: { path: '/event-details/harbour-lights-concert' },
      form: { controls: [{ type: 'NAME' }, { type: 'INPUT' }] },
    });
    expect(event.shortDescription).toBeUndefined();
    expect(event.publishedDate).toBeDefined();
    expect(await notificationsOf(t, event.id)).toEqual(['created', 'published']);
    const again = await create(newEvent(), { draft: true });
    expect(again).toMatchObject({ slug: 'harbour-lights-concert-2', status: 'DRAFT' });
    expect(Object.keys(again).sort()).toEqual(
      [
        'createdDate',
        'dateAndTimeSettings',
        'id',
        'location',
        'slug',
        'status',
        'title',
        'updatedDate',
      ].sort(),
    );
  });

  it('keeps a rich description, categories, a form and online conferencing', async () => {
    const description = {
      nodes: [
        { type: 'HEADING', id: 'h1', headingData: { level: 2 }, nodes: [] },
        { type: 'POLL', id: 'p1', pollData: { poll: { title: 'Which song?' } } },
        { type: 'COLLAPSIBLE_LIST', id: 'c1', nodes: [{ type: 'COLLAPSIBLE_ITEM', id: 'i1' }] },
      ],
      metadata: { version: 1, createdTimestamp: '2030-01-01T00:00:00.000Z' },
    };
    const form = {
      controls: [
        { type: 'DROPDOWN', inputs: [{ name: 'size', label: 'Size', options: ['S', 'M'] }] },
        { type: 'ADDRESS_FULL', inputs: [{ name: 'home', label: 'Home', type: 'ADDRESS' }] },
      ],
    };
    const event = await create(
      newEvent({
        title: 'Online Jam',
        location: { type: 'ONLINE' },
        description,
        form,
        onlineConferencing: { enabled: true, type: 'WEBINAR' },
        categories: [{ name: 'Music' }, { name: 'Online' }],
        agendaSettings: { enabled: true, pageUrl: { base: 'https://x.test', path: '/agenda' } },
      }),
      {
        fields: ['TEXTS', 'FORM', 'CATEGORIES', 'ONLINE_CONFERENCING_SESSION', 'AGENDA'],
      },
    );
    expect(event.description).toEqual(description);
    expect(event.form?.controls.map((x) => x.type)).toEqual(['DROPDOWN', 'ADDRESS_FULL']);
    expect(event.categories?.map((x) => x.name)).toEqual(['Music', 'Online']);
    expect(event.categories?.[0]?.createdDate).toEqual(expect.any(String));
    expect(event.onlineConferencing).toMatchObject({
      type: 'WEBINAR',
      session: { guestLink: expect.any(String), hostLink: expect.any(String) },
    });
    expect(event.agendaSettings?.pageUrl?.path).toBe('/agenda');
    const visitorView = await c.asVisitor(
      'GET',
      `/events/v3/events/${event.id}?fields=ONLINE_CONFERENCING_SESSION`,
    );
    expect(visitorView.json().event.onlineConferencing.session.hostLink).toBeUndefined();
  });

  it('refuses bad input, unknown enums, a taken slug, and visitors', async () => {
    const noTitle = await c.asOwner('POST', '/events/v3/events', {
      event: newEvent({ title: '' }),
    });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().details.validationError.fieldViolations[0].field).toBe('event.title');
    const badEnum = await c.asOwner('POST', '/events/v3/events', {
      event: newEvent({ location: { type: 'MOON' } }),
    });
    expect(badEnum.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'event.location.type',
      violatedRule: 'INVALID_ENUM_VALUE',
    });
    const badForm = await c.asOwner('POST', '/events/v3/events', {
      event: newEvent({ form: { controls: [{ type: 'SLIDER', inputs: [] }] } }),
    });
    expect(badForm.statusCode).toBe(400);
    const backwards = newEvent();
    backwards.dateAndTimeSettings = {
      ...backwards.dateAndTimeSettings,
      endDate: '2020-01-01T00:00:00Z',
    };
    const dates = await c.asOwner('POST', '/events/v3/events', { event: backwards });
    expect(dates.json().details.validationError.fieldViolations[0].field).toBe(
      'event.dateAndTimeSettings.endDate',
    );
    const taken = await c.asOwner('POST', '/events/v3/events', {
      event: newEvent({ slug: 'summer-jazz-night' }),
    });
    expectAppError(taken, 400, 'SLUG_ALREADY_EXISTS');
    const visitor = await c.asVisitor('POST', '/events/v3/events', { event: newEvent() });
    expectAppError(visitor, 403, 'FORBIDDEN');
  });
});

describe('update and clone', () => {
  it('patches through a mask, merges nested objects, and records the update', async () => {
    const event = await create(newEvent({ title: 'Patch Me' }));
    const url = `/events/v3/events/${event.id}`;
    const res = await c.asOwner('PATCH', url, {
      event: {
        id: event.id,
        title: 'Patched',
        shortDescription: 'ignored',
        location: { name: 'Pier 5' },
      },
      mask: 'title,location.name',
      fields: ['DETAILS'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const patched = res.json().event;
    expect(patched).toMatchObject({
      title: 'Patched',
      location: { name: 'Pier 5', type: 'VENUE' },
    });
    expect(patched.location.address.city).toBe('Boston');
    expect(patched.shortDescription).toBe('Music by the water.');
    const noMask = await c.asOwner(
      'PATCH',
      `/_api/events-events-v3-adapter/v3/events/${event.id}`,
      {
        event: { registration: { rsvp: { limit: 10 } } },
        fields: ['REGISTRATION'],
      },
    );
    expect(noMask.json().event.registration.rsvp).toMatchObject({
      limit: 10,
      waitlistEnabled: true,
    });
    expect(await notificationsOf(t, event.id)).toEqual([
      'created',
      'published',
      'updated',
      'updated',
    ]);
    const badMask = await c.asOwner('PATCH', url, { event: {}, mask: 'revision' });
    expect(badMask.json().details.validationError.fieldViolations[0].field).toBe('mask');
    const badEnum = await c.asOwner('PATCH', url, { event: { location: { type: 'SEA' } } });
    expect(badEnum.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'event.location.type',
      violatedRule: 'INVALID_ENUM_VALUE',
    });
    const slug = await c.asOwner('PATCH', url, { event: { slug: 'summer-jazz-night' } });
    expect(slug.json().details.applicationError.code).toBe('SLUG_ALREADY_EXISTS');
    const other = await c.asOwner('PATCH', url, { event: { id: 'another', title: 'x' } });
    expect(other.statusCode).toBe(400);
    const visitor = await c.asVisitor('PATCH', url, { event: { title: 'x' } });
    expect(visitor.statusCode).toBe(403);
  });

  it('clones with overrides by mask, as a draft when asked', async () => {
    const jazz = seededEventId('summer-jazz-night');
    const res = await c.asOwner('POST', `/events/v3/events/${jazz}/clone`, {
      eventId: jazz,
      event: { title: 'Summer Jazz Night II', shortDescription: 'not applied' },
      mask: ['title'],
      draft: true,
      fields: ['DETAILS', 'REGISTRATION'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const clone = res.json().event;
    expect(clone).toMatchObject({
      title: 'Summer Jazz Night II',
      slug: 'summer-jazz-night-ii',
      status: 'DRAFT',
      shortDescription: 'A live quartet under the stars.',
      registration: { type: 'TICKETING' },
    });
    expect(clone.id).not.toBe(jazz);
    expect(await notificationsOf(t, clone.id)).toEqual(['cloned']);
    const missing = await c.asOwner(
      'POST',
      '/events/v3/events/00000000-0000-0000-0000-000000000000/clone',
      {},
    );
    expectAppError(missing, 404, 'EVENT_NOT_FOUND');
  });
});

import { ListScheduleItemsResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError, expectValidationError, useTestApp } from '../../../test/harness';
import { useCallers } from '../../owned/test-kit';
import { addItem, publish, SCHEDULE, scheduledEvent } from './test-kit';

const t = useTestApp();
const c = useCallers(t);

const list = (query: string, as = c.asVisitor) => as('GET', `${SCHEDULE}?${query}`);
const namesOf = (res: { json: () => unknown }) =>
  ListScheduleItemsResponse.parse(res.json()).items.map((i) => i.name);

describe('event schedule', () => {
  it('keeps a draft from guests until published; then lists it by time, with facets', async () => {
    const eventId = await scheduledEvent(c);
    const late = await addItem(c, eventId, 5, { tags: ['jazz'], stageName: 'Main' });
    await addItem(c, eventId, 2, { tags: ['jazz', 'talk'], stageName: 'Main' });
    await addItem(c, eventId, 3, { hidden: true });
    expect(late).toMatchObject({ draft: true, name: 'Session at 5' });
    expect(namesOf(await list(`eventId=${eventId}`))).toEqual([]);

    const draft = await list(`eventId=${eventId}&state=DRAFT`, c.asOwner);
    expect(namesOf(draft)).toEqual(['Session at 2', 'Session at 5']);
    expect(draft.json().draftNotPublished).toBe(true);

    await publish(c, eventId);
    const res = await list(`eventId=${eventId}&facet=tag&facet=stageName`);
    expect(res.statusCode, res.body).toBe(200);
    const page = ListScheduleItemsResponse.parse(res.json());
    expect(page.items.map((i) => [i.name, i.draft])).toEqual([
      ['Session at 2', false],
      ['Session at 5', false],
    ]);
    expect(page.facets).toEqual({
      tag: { counts: { jazz: 2, talk: 1 } },
      stageName: { counts: { Main: 2 } },
    });
    expect(page.pagingMetadata).toMatchObject({ count: 2, total: 2, offset: 0 });
    expect(namesOf(await list(`eventId=${eventId}&tag=talk`))).toEqual(['Session at 2']);
    const owner = await list(`eventId=${eventId}&state=HIDDEN`, c.asOwner);
    expect(namesOf(owner)).toEqual(['Session at 3']);
    expect(owner.json().draftNotPublished).toBe(false);
  });

  it('gets one item, its draft for the owner; queries by the query language', async () => {
    const eventId = await scheduledEvent(c);
    const item = await addItem(c, eventId, 4, { description: '<p>Keynote</p>' });
    expectAppError(
      await c.asVisitor('GET', `${SCHEDULE}/${item.id}`),
      404,
      'SCHEDULE_ITEM_NOT_FOUND',
    );
    await publish(c, eventId);
    const renamed = await c.asOwner('PATCH', `${SCHEDULE}/draft/${item.id}`, {
      eventId,
      item: { name: 'Keynote' },
      fields: ['name'],
    });
    expect(renamed.json().item).toMatchObject({ name: 'Keynote', description: '<p>Keynote</p>' });

    const guest = await c.asVisitor('GET', `${SCHEDULE}/${item.id}?eventId=${eventId}`);
    expect(guest.json()).toEqual({ item: expect.objectContaining({ name: 'Session at 4' }) });
    const owner = await c.asOwner('GET', `${SCHEDULE}/${item.id}?includeDraft=true`);
    expect(owner.json()).toMatchObject({ item: { draft: false }, draft: { name: 'Keynote' } });
    expect((await c.asVisitor('GET', `${SCHEDULE}/${item.id}?includeDraft=true`)).statusCode).toBe(
      403,
    );

    const query = await c.asVisitor('POST', `${SCHEDULE}/query`, {
      query: { filter: { eventId }, sort: [{ fieldName: 'timeSlot.start', order: 'DESC' }] },
    });
    expect(query.statusCode, query.body).toBe(200);
    expect(query.json().items.map((i: { name: string }) => i.name)).toEqual(['Session at 4']);
    const bad = await c.asVisitor('POST', `${SCHEDULE}/query`, { query: { filter: { room: 1 } } });
    expect(bad.statusCode).toBe(400);
  });

  it('discards a draft back to what is published, and deletes items from it', async () => {
    const eventId = await scheduledEvent(c);
    const kept = await addItem(c, eventId, 1);
    await publish(c, eventId);
    await addItem(c, eventId, 2);
    const discarded = await c.asOwner('DELETE', `${SCHEDULE}/draft?eventId=${eventId}`);
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(namesOf(await list(`eventId=${eventId}&state=DRAFT`, c.asOwner))).toEqual([
      'Session at 1',
    ]);
    const deleted = await c.asOwner(
      'DELETE',
      `${SCHEDULE}/draft/items?eventId=${eventId}&itemIds=${kept.id}`,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(namesOf(await list(`eventId=${eventId}&state=DRAFT`, c.asOwner))).toEqual([]);
    expect(namesOf(await list(`eventId=${eventId}`))).toEqual(['Session at 1']);
    await publish(c, eventId);
    expect(namesOf(await list(`eventId=${eventId}`))).toEqual([]);
  });

  it('refuses guests’ writes and drafts, bad items, and another site’s event', async () => {
    const eventId = await scheduledEvent(c);
    const visitorAdd = await c.asVisitor('POST', `${SCHEDULE}/draft`, { eventId, item: {} });
    expect(visitorAdd.statusCode).toBe(403);
    expect((await list(`eventId=${eventId}&state=DRAFT`)).statusCode).toBe(403);
    const noName = await c.asOwner('POST', `${SCHEDULE}/draft`, { eventId, item: {} });
    expect(noName.statusCode).toBe(400);
    expect(
      noName.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field),
    ).toEqual(['item.name', 'item.timeSlot']);
    const backwards = await c.asOwner('POST', `${SCHEDULE}/draft`, {
      eventId,
      item: {
        name: 'Backwards',
        timeSlot: { start: '2030-01-01T10:00:00Z', end: '2030-01-01T09:00:00Z' },
      },
    });
    expect(backwards.statusCode).toBe(400);
    const other = await c.asOtherSiteOwner();
    expectAppError(await other('POST', `${SCHEDULE}/publish`, { eventId }), 404, 'EVENT_NOT_FOUND');
  });

  it('reschedules the draft by an offset into a time zone; the published stays until published', async () => {
    const eventId = await scheduledEvent(c);
    const item = await addItem(c, eventId, 3);
    await publish(c, eventId);
    const { item: before } = (await c.asOwner('GET', `${SCHEDULE}/${item.id}`)).json();
    const moved = await c.asOwner('POST', `${SCHEDULE}/draft/reschedule`, {
      eventId,
      timeZoneId: 'America/New_York',
      timeSlotOffset: '-5400s',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({});
    const shifted = (iso: string) => new Date(Date.parse(iso) - 5_400_000).toISOString();
    const { item: published, draft } = (
      await c.asOwner('GET', `${SCHEDULE}/${item.id}?includeDraft=true`)
    ).json();
    expect(published.timeSlot).toEqual(before.timeSlot);
    expect(draft.timeSlot).toEqual({
      start: shifted(before.timeSlot.start),
      end: shifted(before.timeSlot.end),
      timeZoneId: 'America/New_York',
    });
    const zoneOnly = await c.asOwner('POST', `${SCHEDULE}/draft/reschedule`, {
      eventId,
      timeZoneId: 'Europe/Paris',
    });
    expect(zoneOnly.statusCode, zoneOnly.body).toBe(200);
    const again = (await c.asOwner('GET', `${SCHEDULE}/${item.id}?includeDraft=true`)).json();
    expect(again.draft.timeSlot).toEqual({ ...draft.timeSlot, timeZoneId: 'Europe/Paris' });
  });

  it('refuses a reschedule from guests, with a bad zone or offset, or of an unknown event', async () => {
    const eventId = await scheduledEvent(c);
    const reschedule = `${SCHEDULE}/draft/reschedule`;
    const body = { eventId, timeZoneId: 'UTC', timeSlotOffset: '60s' };
    expectAppError(await c.asVisitor('POST', reschedule, body), 403, 'FORBIDDEN');
    expectValidationError(
      await c.asOwner('POST', reschedule, { ...body, timeZoneId: 'Mars/Base' }),
      ['timeZoneId:FORMAT'],
    );
    const badOffset = await c.asOwner('POST', reschedule, { ...body, timeSlotOffset: '1 hour' });
    expect(badOffset.statusCode).toBe(400);
    expectValidationError(await c.asOwner('POST', reschedule, { timeZoneId: 'UTC' }), [
      'eventId:REQUIRED_FIELD',
    ]);
    expectAppError(
      await c.asOwner('POST', reschedule, { ...body, eventId: 'nope' }),
      404,
      'EVENT_NOT_FOUND',
    );
  });
});

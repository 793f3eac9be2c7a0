import { CategoryResponse, QueryEventCategoriesResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError, expectValidationError, useTestApp } from '../../../test/harness';
import { useCallers } from '../../owned/test-kit';
import { newEvent } from '../events/test-client';

const t = useTestApp();
const c = useCallers(t);

const URL = '/events/v1/categories';

async function category(name: string, states?: string[]) {
  const res = await c.asOwner('POST', URL, { category: { name, ...(states ? { states } : {}) } });
  expect(res.statusCode, res.body).toBe(200);
  return CategoryResponse.parse(res.json()).category;
}

async function event(overrides: Record<string, unknown> = {}) {
  const res = await c.asOwner('POST', '/events/v3/events', {
    event: newEvent({ title: `Categorised ${Math.random()}` }),
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().event.id as string;
}

const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`;

describe('event categories', () => {
  it('the owner creates, assigns and renames; anyone lists an event’s, hidden ones left out', async () => {
    const jazz = await category(unique('Jazz'));
    const hidden = await category(unique('Backstage'), ['HIDDEN']);
    expect(jazz).toMatchObject({ states: ['MANUAL'] });
    const published = await event();
    for (const id of [jazz.id, hidden.id]) {
      const res = await c.asOwner('POST', `${URL}/${id}/events`, { eventId: [published] });
      expect(res.statusCode, res.body).toBe(200);
    }
    const renamed = await c.asOwner('PATCH', `${URL}/${jazz.id}`, {
      category: { id: jazz.id, name: 'Jazz & Blues' },
    });
    expect(renamed.json().category).toMatchObject({ id: jazz.id, name: 'Jazz & Blues' });

    const listed = await c.asVisitor('GET', `${URL}/${published}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().categories.map((x: { id: string }) => x.id)).toEqual([jazz.id]);
  });

  it('queries with counts of published and draft events, by the query language', async () => {
    const name = unique('Counted');
    const counted = await category(name);
    const draft = await event({ draft: true });
    const live = await event();
    await c.asOwner('POST', `${URL}/${counted.id}/events`, { eventId: [draft, live] });
    const res = await c.asVisitor('POST', `${URL}/query`, {
      query: { filter: { name } },
      fieldset: ['COUNTS'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = QueryEventCategoriesResponse.parse(res.json());
    expect(page.categories).toEqual([
      expect.objectContaining({
        id: counted.id,
        counts: { assignedEventsCount: 1, assignedDraftEventsCount: 1 },
      }),
    ]);
    expect(page.metaData).toEqual({ count: 1, offset: 0, total: 1 });

    // A visitor does not see a draft event's categories.
    expect((await c.asVisitor('GET', `${URL}/${draft}`)).json()).toEqual({ categories: [] });
    expect((await c.asOwner('GET', `${URL}/${draft}`)).json().categories).toHaveLength(1);

    const unassigned = await c.asOwner('DELETE', `${URL}/${counted.id}/events?eventId=${draft}`);
    expect(unassigned.statusCode, unassigned.body).toBe(200);
    const after = await c.asVisitor('POST', `${URL}/query`, {
      query: { filter: { id: counted.id } },
      fieldset: ['COUNTS'],
    });
    expect(after.json().categories[0].counts).toEqual({
      assignedEventsCount: 1,
      assignedDraftEventsCount: 0,
    });
  });

  it('deletes a category, which leaves its events', async () => {
    const gone = await category(unique('Gone'));
    const live = await event();
    await c.asOwner('POST', `${URL}/${gone.id}/events`, { eventId: [live] });
    expect((await c.asOwner('DELETE', `${URL}/${gone.id}`)).statusCode).toBe(200);
    expect((await c.asVisitor('GET', `${URL}/${live}`)).json()).toEqual({ categories: [] });
    expect((await c.asVisitor('GET', `/events/v3/events/${live}`)).statusCode).toBe(200);
    expectAppError(await c.asOwner('DELETE', `${URL}/${gone.id}`), 404, 'CATEGORY_NOT_FOUND');
  });

  it('refuses visitors’ writes, bad input, taken names, unknown events and categories', async () => {
    const taken = await category(unique('Taken'));
    expect((await c.asVisitor('POST', URL, { category: { name: 'Mine' } })).statusCode).toBe(403);
    expectValidationError(await c.asOwner('POST', URL, { category: { name: '' } }), [
      'category.name:MIN_LENGTH',
    ]);
    expectAppError(
      await c.asOwner('POST', URL, { category: { name: taken.name } }),
      409,
      'CATEGORY_NAME_TAKEN',
    );
    expectAppError(
      await c.asOwner('POST', `${URL}/${taken.id}/events`, {
        eventId: ['8a5b1e0e-0000-4000-8000-000000000000'],
      }),
      404,
      'EVENT_NOT_FOUND',
    );
    expectAppError(
      await c.asOwner('PATCH', `${URL}/not-a-category`, { category: { name: 'X' } }),
      404,
      'CATEGORY_NOT_FOUND',
    );
    const bad = await c.asVisitor('POST', `${URL}/query`, { query: { filter: { colour: 1 } } });
    expect(bad.statusCode).toBe(400);
    const other = await c.asOtherSiteOwner();
    expectAppError(
      await other('PATCH', `${URL}/${taken.id}`, { category: { name: 'Theirs' } }),
      404,
      'CATEGORY_NOT_FOUND',
    );
  });
});

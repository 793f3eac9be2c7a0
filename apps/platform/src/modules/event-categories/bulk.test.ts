import { BulkCategoriesResponse } from '@headless/contract';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectAppError, expectValidationError, useTestApp } from '../../../test/harness';
import { useCallers } from '../../owned/test-kit';
import { newEvent } from '../events/test-client';

const t = useTestApp();
const c = useCallers(t);

const BULK = '/events/v1/bulk/categories';
const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`;
const eventCategoriesOf = async (eventId: string) =>
  (
    (await c.asOwner('GET', `/events/v1/categories/${eventId}`)).json().categories as {
      id: string;
    }[]
  ).map((category) => category.id);

async function event() {
  const res = await c.asOwner('POST', '/events/v3/events', {
    event: newEvent({ title: `Bulk ${Math.random()}` }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().event.id as string;
}

describe('event categories in bulk', () => {
  it('creates several, each on its own: a name taken fails only its item', async () => {
    const [rock, pop] = [unique('Rock'), unique('Pop')];
    const res = await c.asOwner('POST', `${BULK}/create`, {
      categories: [{ name: rock }, { name: pop, states: ['HIDDEN'] }, { name: rock }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { results, bulkActionMetadata } = BulkCategoriesResponse.parse(res.json());
    expect(bulkActionMetadata).toEqual({
      totalSuccesses: 2,
      totalFailures: 1,
      undetailedFailures: 0,
    });
    expect(results.map((r) => [r.itemMetadata.originalIndex, r.itemMetadata.success])).toEqual([
      [0, true],
      [1, true],
      [2, false],
    ]);
    expect(results[1]!.item).toMatchObject({ name: pop, states: ['HIDDEN'] });
    expect(results[1]!.itemMetadata.id).toBe(results[1]!.item!.id);
    expect(results[2]!.itemMetadata.error?.code).toBe('CATEGORY_NAME_TAKEN');
  });

  it('assigns an event to several categories and unassigns it; an unknown category fails alone', async () => {
    const created = BulkCategoriesResponse.parse(
      (
        await c.asOwner('POST', `${BULK}/create`, {
          categories: [{ name: unique('Folk') }, { name: unique('Soul') }],
        })
      ).json(),
    );
    const [folk, soul] = created.results.map((r) => r.item!.id);
    const eventId = await event();
    const missing = randomUUID();
    const assigned = await c.asOwner('POST', `${BULK}/events`, {
      categoryId: [folk, missing, soul],
      eventId: [eventId],
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const { results } = BulkCategoriesResponse.parse(assigned.json());
    expect(results.map((r) => [r.itemMetadata.id, r.itemMetadata.success])).toEqual([
      [folk, true],
      [missing, false],
      [soul, true],
    ]);
    expect(results[1]!.itemMetadata.error?.code).toBe('CATEGORY_NOT_FOUND');
    expect(results[0]!.item?.id).toBe(folk);
    expect(await eventCategoriesOf(eventId)).toEqual(expect.arrayContaining([folk, soul]));

    const unassigned = await c.asOwner(
      'DELETE',
      `${BULK}/events?categoryId=${folk}&categoryId=${soul}&eventId=${eventId}`,
    );
    expect(unassigned.statusCode, unassigned.body).toBe(200);
    expect(unassigned.json().bulkActionMetadata.totalSuccesses).toBe(2);
    expect(await eventCategoriesOf(eventId)).toEqual([]);
  });

  it('is the owner’s, one event at a time, at most 10 categories; an unknown event fails each', async () => {
    expectAppError(
      await c.asVisitor('POST', `${BULK}/create`, { categories: [{ name: 'X' }] }),
      403,
      'FORBIDDEN',
    );
    const ids = Array.from({ length: 11 }, () => randomUUID());
    expectValidationError(
      await c.asOwner('POST', `${BULK}/events`, { categoryId: ids, eventId: [randomUUID()] }),
      ['categoryId:MAX_SIZE'],
    );
    const created = BulkCategoriesResponse.parse(
      (await c.asOwner('POST', `${BULK}/create`, { categories: [{ name: unique('Ska') }] })).json(),
    );
    const res = await c.asOwner('POST', `${BULK}/events`, {
      categoryId: [created.results[0]!.item!.id],
      eventId: [randomUUID()],
    });
    expect(res.json().results[0].itemMetadata.error.code).toBe('EVENT_NOT_FOUND');
  });
});

// The services calls an owner makes, through the real SDK against the real platform: bulk changes,
// search and count (docs/protocol.md §2.1). Every service here is this file's own, named with one
// run tag, and deleted at the end.
import { describe, expect, it } from 'vitest';
import { ApplicationError, ValidationError } from '@headless/sdk';
import { visitor } from './clients';
import {
  UNKNOWN,
  create,
  failure,
  mine,
  owner,
  tag,
  useOwnServices,
} from './bookings-services-kit';

useOwnServices();

describe('bulk changes', () => {
  it('updates each service on its own: a stale revision fails alone, the rest is saved', async () => {
    const client = owner().services;
    const [a, b] = [await create(), await create()];
    const { results, bulkActionMetadata } = await client.bulkUpdateServices(
      [
        { service: { id: a.id, revision: a.revision, tagLine: 'Bulk' }, mask: ['tagLine'] },
        { service: { id: b.id, revision: '99', tagLine: 'Never' }, mask: ['tagLine'] },
      ],
      { returnEntity: true },
    );
    expect(bulkActionMetadata).toEqual({
      totalSuccesses: 1,
      totalFailures: 1,
      undetailedFailures: 0,
    });
    expect(results[0]?.itemMetadata).toMatchObject({ id: a.id, originalIndex: 0, success: true });
    expect(results[0]?.item).toMatchObject({ tagLine: 'Bulk', revision: '2' });
    expect(results[0]?.item?.updatedDate).toBeInstanceOf(Date);
    expect(results[1]?.itemMetadata).toMatchObject({ id: b.id, originalIndex: 1, success: false });
    expect(results[1]?.itemMetadata.error?.code).toBe('REVISION_MISMATCH');
    expect((await client.getService(a.id)).tagLine).toBe('Bulk');
    expect(await client.getService(b.id)).toMatchObject({ revision: '1' });
  });

  it('updates every service a filter matches, and no other', async () => {
    const client = owner().services;
    const group = `${tag} group`;
    const [a, b] = [await create({ name: 'group a' }), await create({ name: 'group b' })];
    const outside = await create({ name: 'outside' });
    const { jobId } = await client.bulkUpdateServicesByFilter(
      { name: { $startsWith: group } },
      { hidden: true, defaultCapacity: 9 },
    );
    expect(typeof jobId).toBe('string');
    for (const id of [a.id, b.id])
      expect(await client.getService(id)).toMatchObject({
        hidden: true,
        defaultCapacity: 9,
        revision: '2',
      });
    expect(await client.getService(outside.id)).toMatchObject({ hidden: false, revision: '1' });

    const error = await failure(() =>
      client.bulkUpdateServicesByFilter({ color: 'red' }, { hidden: false }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.code).toBe('INVALID_ARGUMENT');
    expect((error as ValidationError).fieldViolations[0]?.field).toMatch(/filter\.color$/);
    expect((await client.getService(a.id)).hidden).toBe(true);
  });

  it('deletes by ids, reporting an unknown id as its own failure', async () => {
    const client = owner().services;
    const doomed = await create();
    const { results, bulkActionMetadata } = await client.bulkDeleteServices([doomed.id, UNKNOWN]);
    expect(bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });
    expect(results.map((r) => r.itemMetadata.success)).toEqual([true, false]);
    expect(results[1]?.itemMetadata).toMatchObject({ id: UNKNOWN, originalIndex: 1 });
    expect(results[1]?.itemMetadata.error?.code).toBe('SERVICE_NOT_FOUND');
    const gone = await failure(() => client.getService(doomed.id));
    expect([gone.status, gone.code]).toEqual([404, 'SERVICE_NOT_FOUND']);
  });

  it('deletes every service a filter matches, and no other', async () => {
    const client = owner().services;
    await create({ name: 'gone 1' });
    await create({ name: 'gone 2' });
    const kept = await create({ name: 'kept' });
    const gone = { name: { $startsWith: `${tag} gone` } };
    expect(await client.countServices({ filter: gone })).toEqual({ count: 2 });
    const { jobId } = await client.bulkDeleteServicesByFilter(gone);
    expect(typeof jobId).toBe('string');
    expect(await client.countServices({ filter: gone })).toEqual({ count: 0 });
    expect((await client.getService(kept.id)).id).toBe(kept.id);
  });

  it('refuses a visitor’s bulk change with 403 FORBIDDEN, changing nothing', async () => {
    const target = await create();
    const error = await failure(() =>
      visitor().services.bulkUpdateServices([
        { service: { id: target.id, revision: target.revision, hidden: true } },
      ]),
    );
    expect(error).toBeInstanceOf(ApplicationError);
    expect([error.status, error.code]).toEqual([403, 'FORBIDDEN']);
    expect((await owner().services.getService(target.id)).hidden).toBe(false);
  });
});

describe('search and count', () => {
  it('finds services by words in their name, page by page with the cursor', async () => {
    const client = owner().services;
    const word = `${tag}zebra`;
    const first = await create({ name: `striped ${word} one` });
    const second = await create({ name: `striped ${word} two` });
    const page1 = await client.searchServices({
      search: { expression: word, fields: ['name'] },
      sort: [{ fieldName: 'name', order: 'ASC' }],
      cursorPaging: { limit: 1 },
    });
    expect(page1.services.map((s) => s.id)).toEqual([first.id]);
    expect(page1.services[0]?.createdDate).toBeInstanceOf(Date);
    expect(page1.pagingMetadata).toMatchObject({ count: 1, hasNext: true });
    const cursor = page1.pagingMetadata.cursors.next ?? '';
    const page2 = await client.searchServices({ cursorPaging: { cursor, limit: 1 } });
    expect(page2.services.map((s) => s.id)).toEqual([second.id]);
    expect(page2.pagingMetadata.hasNext).toBe(false);

    const error = await failure(() =>
      client.searchServices({ cursorPaging: { cursor: 'not-a-cursor' } }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldViolations).toEqual([
      expect.objectContaining({ field: 'search.cursorPaging.cursor' }),
    ]);
  });

  it('counts the services a filter matches, visitors included', async () => {
    const filter = { ...mine, type: 'COURSE' };
    const before = (await visitor().services.countServices({ filter })).count;
    await create({ type: 'COURSE' });
    expect(await visitor().services.countServices({ filter })).toEqual({ count: before + 1 });

    const error = await failure(() =>
      visitor().services.countServices({ filter: { type: 'WORKSHOP' } }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldViolations[0]).toMatchObject({
      field: expect.stringMatching(/filter\.type$/),
      violatedRule: 'INVALID_ENUM_VALUE',
    });
  });

  // A bad filter outside a query is named by the field sent (`filter.…`), so the SDK can name
  // the argument.
  it('names a bad filter field by the argument it was given in', async () => {
    const count = await failure(() =>
      visitor().services.countServices({ filter: { type: 'WORKSHOP' } }),
    );
    expect((count as ValidationError).fieldViolations[0]?.field).toBe('options.filter.type');
  });

  it('names a bad by-filter field by the filter argument', async () => {
    const bulk = await failure(() =>
      owner().services.bulkDeleteServicesByFilter({ type: 'WORKSHOP' }),
    );
    expect((bulk as ValidationError).fieldViolations[0]?.field).toBe('filter.type');
  });
});

import { describe, expect, it } from 'vitest';
import type { RequestContext } from './http-client';
import { QueryBuilder, type QueryEndpoint } from './query-builder';
import type { RequestSpec } from './request';

interface Item {
  id: string;
}
type Field = 'id' | 'name' | 'type' | 'category.id' | 'price' | 'tags' | 'createdDate';

/** Records the specs the builder hands to the pipeline and answers with canned pages. */
function recorder(pages: Record<string, unknown>[] = []) {
  const specs: RequestSpec[] = [];
  const ctx: RequestContext = {
    request: async <T>(spec: RequestSpec) => {
      specs.push(spec);
      return (pages[specs.length - 1] ?? {}) as T;
    },
  };
  return { ctx, specs };
}

const endpoint: QueryEndpoint<Item> = {
  path: '/things/query',
  resultKey: 'things',
  fromWire: (wire: Item) => wire,
};
const query = (ctx: RequestContext = recorder().ctx) =>
  new QueryBuilder<Item, Field>(ctx, endpoint);

describe('QueryBuilder wire bodies', () => {
  it('sends filter {} and paging {limit: 50, offset: 0} by default', () => {
    expect(query().toRequest()).toEqual({
      query: { filter: {}, paging: { limit: 50, offset: 0 } },
    });
  });

  it('sends a single condition as the filter itself', () => {
    expect(query().eq('type', 'CLASS').filter).toEqual({ type: 'CLASS' });
  });

  it('merges successive conditions into one flat $and', () => {
    const filter = query().eq('category.id', 'c1').hasSome('type', ['APPOINTMENT']).filter;
    expect(filter).toEqual({
      $and: [{ 'category.id': 'c1' }, { type: { $hasSome: ['APPOINTMENT'] } }],
    });
  });

  it('emits every operator as docs/protocol.md §4.2 lists it', () => {
    const q = query()
      .eq('name', undefined)
      .ne('name', 'x')
      .gt('price', 1)
      .ge('price', 2)
      .lt('price', 3)
      .le('price', 4)
      .in('id', ['a', 'b'])
      .hasAll('tags', ['t'])
      .startsWith('name', 'A')
      .endsWith('name', 'z')
      .contains('name', 'mid')
      .exists('tags', false)
      .isEmpty('type')
      .isNotEmpty('category.id');
    expect(q.filter).toEqual({
      $and: [
        { name: null },
        { name: { $ne: 'x' } },
        { price: { $gt: 1 } },
        { price: { $gte: 2 } },
        { price: { $lt: 3 } },
        { price: { $lte: 4 } },
        { id: { $in: ['a', 'b'] } },
        { tags: { $hasAll: ['t'] } },
        { name: { $startsWith: 'A' } },
        { name: { $endsWith: 'z' } },
        { name: { $contains: 'mid' } },
        { tags: { $exists: false } },
        { type: null },
        { 'category.id': { $ne: null } },
      ],
    });
  });

  it('adds between as two flat conditions', () => {
    const from = new Date('2024-01-01T00:00:00Z');
    const to = new Date('2024-02-01T00:00:00Z');
    expect(query().eq('type', 'CLASS').between('createdDate', from, to).filter).toEqual({
      $and: [{ type: 'CLASS' }, { createdDate: { $gte: from } }, { createdDate: { $lt: to } }],
    });
  });

  it('combines queries with or, and, not', () => {
    const a = query().eq('type', 'CLASS');
    const b = query().eq('type', 'COURSE').gt('price', 5);
    expect(a.or(b).filter).toEqual({
      $or: [{ type: 'CLASS' }, { $and: [{ type: 'COURSE' }, { price: { $gt: 5 } }] }],
    });
    expect(a.and(b).filter).toEqual({
      $and: [{ type: 'CLASS' }, { type: 'COURSE' }, { price: { $gt: 5 } }],
    });
    expect(a.not(query().eq('name', 'x')).filter).toEqual({
      $and: [{ type: 'CLASS' }, { $not: { name: 'x' } }],
    });
  });

  it('sorts, limits and skips', () => {
    const body = query()
      .ascending('name', 'id')
      .descending('createdDate')
      .limit(10)
      .skip(20)
      .toRequest();
    expect(body).toEqual({
      query: {
        filter: {},
        sort: [
          { fieldName: 'name', order: 'ASC' },
          { fieldName: 'id', order: 'ASC' },
          { fieldName: 'createdDate', order: 'DESC' },
        ],
        paging: { limit: 10, offset: 20 },
      },
    });
  });

  it('is immutable: each call returns a new builder', () => {
    const base = query().eq('type', 'CLASS');
    base.eq('name', 'x').limit(5);
    expect(base.toRequest()).toEqual({
      query: { filter: { type: 'CLASS' }, paging: { limit: 50, offset: 0 } },
    });
  });

  it('adds the endpoint extras beside the query', () => {
    const { ctx } = recorder();
    const q = new QueryBuilder<Item, Field>(ctx, { ...endpoint, extra: { fields: ['DETAILS'] } });
    expect(q.toRequest()).toMatchObject({ fields: ['DETAILS'] });
  });
});

describe('QueryBuilder.find', () => {
  it('posts the body, marks it retryable, and pages by offset', async () => {
    const { ctx, specs } = recorder([
      { things: [{ id: '1' }, { id: '2' }], pagingMetadata: { count: 2, offset: 0, total: 3 } },
      { things: [{ id: '3' }], pagingMetadata: { count: 1, offset: 2, total: 3 } },
    ]);
    const first = await query(ctx).limit(2).find();
    expect(specs[0]).toMatchObject({ method: 'POST', path: '/things/query', idempotent: true });
    expect(first.items).toEqual([{ id: '1' }, { id: '2' }]);
    expect(first).toMatchObject({ totalCount: 3, totalPages: 2, pageSize: 2, currentPage: 0 });
    expect(first.hasNext()).toBe(true);
    expect(first.hasPrev()).toBe(false);

    const second = await first.next();
    expect(specs[1]?.data).toMatchObject({ query: { paging: { limit: 2, offset: 2 } } });
    expect(second.items).toEqual([{ id: '3' }]);
    expect(second.currentPage).toBe(1);
    expect(second.hasNext()).toBe(false);
    expect(second.hasPrev()).toBe(true);
  });

  it('reports no next page when the platform did not count', async () => {
    const { ctx } = recorder([{ things: [{ id: '1' }], pagingMetadata: { count: 1, offset: 0 } }]);
    const page = await query(ctx).limit(1).find();
    expect(page.totalCount).toBeUndefined();
    expect(page.hasNext()).toBe(false);
  });

  it('uses GET with .r and the metadata key when the endpoint says so', async () => {
    const { ctx, specs } = recorder([{ things: [], metadata: { count: 0, offset: 0, total: 0 } }]);
    const page = await new QueryBuilder<Item, Field>(ctx, {
      ...endpoint,
      dotR: true,
      metadataKey: 'metadata',
    }).find();
    expect(specs[0]).toMatchObject({ method: 'GET', dotR: true });
    expect(page.totalCount).toBe(0);
  });
});

describe('QueryBuilder with cursor paging (the V3 APIs)', () => {
  const cursorEndpoint: QueryEndpoint<Item> = { ...endpoint, paging: 'cursor' };
  const cursorQuery = (ctx: RequestContext) => new QueryBuilder<Item, Field>(ctx, cursorEndpoint);
  const page = (ids: string[], cursors: Record<string, string>, hasNext: boolean) => ({
    things: ids.map((id) => ({ id })),
    pagingMetadata: { count: ids.length, cursors, hasNext },
  });

  it('asks for cursorPaging {limit}, then sends only the cursor for the pages after', async () => {
    const { ctx, specs } = recorder([
      page(['a', 'b'], { next: 'N1' }, true),
      page(['c'], { prev: 'P1' }, false),
      page(['a', 'b'], { next: 'N1' }, true),
    ]);
    const first = await cursorQuery(ctx).eq('type', 'X').ascending('name').limit(2).find();
    expect(first.items.map((i) => i.id)).toEqual(['a', 'b']);
    expect(first).toMatchObject({ cursors: { next: 'N1' }, pageSize: 2, currentPage: undefined });
    expect([first.hasNext(), first.hasPrev()]).toEqual([true, false]);
    const second = await first.next();
    expect(second.items.map((i) => i.id)).toEqual(['c']);
    expect([second.hasNext(), second.hasPrev()]).toEqual([false, true]);
    await second.prev();
    expect(specs.map((s) => s.data)).toEqual([
      {
        query: {
          filter: { type: 'X' },
          sort: [{ fieldName: 'name', order: 'ASC' }],
          cursorPaging: { limit: 2 },
        },
      },
      { query: { cursorPaging: { limit: 2, cursor: 'N1' } } },
      { query: { cursorPaging: { limit: 2, cursor: 'P1' } } },
    ]);
  });

  it('answers an empty page past the last one without a call', async () => {
    const { ctx, specs } = recorder([page(['a'], {}, false)]);
    const last = await cursorQuery(ctx).find();
    const beyond = await last.next();
    expect(beyond.items).toEqual([]);
    expect(beyond.hasNext()).toBe(false);
    expect(specs).toHaveLength(1);
  });
});

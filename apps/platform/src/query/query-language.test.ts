import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../test/build-app';
import { useTestApp } from '../../test/harness';
import { MAX_FILTER_DEPTH, MAX_FILTER_TERMS } from './filter';

/** The evaluator end to end: bookings services over HTTP, compiled to SQL, run by PostgreSQL. */
const t = useTestApp();
let token: string;

beforeAll(async () => {
  token = await visitorToken(t.app);
});

async function post(query: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/bookings/v2/services/query',
    headers: { authorization: token },
    payload: { query } as object,
  });
}

async function names(filter: unknown): Promise<string[]> {
  const res = await post({ filter });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().services as { name: string }[]).map((s) => s.name).sort();
}

async function violations(query: unknown) {
  const res = await post(query);
  expect(res.statusCode).toBe(400);
  return res.json().details.validationError.fieldViolations as {
    field: string;
    violatedRule: string;
  }[];
}

const CLASSES = ['Morning Yoga Flow', 'Pilates Mat Class'];
const APPOINTMENTS = ['Deep Tissue Massage', 'Free Intro Consultation', 'Personal Training'];

describe('filter operators', () => {
  it('implicit equality, $eq and $ne', async () => {
    expect(await names({ type: 'CLASS' })).toEqual(CLASSES);
    expect(await names({ name: { $eq: 'Pilates Mat Class' } })).toEqual(['Pilates Mat Class']);
    expect(await names({ type: { $ne: 'APPOINTMENT' } })).toEqual([
      'Beginner Pottery Course',
      ...CLASSES,
    ]);
  });

  it('ranges on numbers and on money', async () => {
    expect(await names({ defaultCapacity: { $gte: 10 } })).toEqual(CLASSES);
    expect(await names({ defaultCapacity: { $gt: 10 } })).toEqual(['Morning Yoga Flow']);
    expect(await names({ defaultCapacity: { $lt: 8 } })).toEqual(APPOINTMENTS);
    expect(await names({ defaultCapacity: { $lte: 8, $gt: 1 } })).toEqual([
      'Beginner Pottery Course',
    ]);
    expect(await names({ 'payment.fixed.price.value': { $lte: 25 } })).toEqual(CLASSES);
    expect(await names({ 'payment.fixed.price.value': { $gt: 100 } })).toEqual([
      'Beginner Pottery Course',
      'Deep Tissue Massage',
    ]);
  });

  it('$in, $nin, $hasSome and $hasAll', async () => {
    expect(await names({ type: { $in: ['COURSE', 'CLASS'] } })).toEqual([
      'Beginner Pottery Course',
      ...CLASSES,
    ]);
    expect(await names({ 'category.name': { $nin: ['Fitness'] } })).toEqual([
      'Beginner Pottery Course',
      'Deep Tissue Massage',
      'Free Intro Consultation',
    ]);
    expect(await names({ type: { $hasSome: ['COURSE'] } })).toEqual(['Beginner Pottery Course']);
    expect(await names({ 'locations.type': { $hasAll: ['BUSINESS'] } })).toHaveLength(6);
    expect(await names({ 'locations.type': { $hasSome: ['CUSTOMER'] } })).toEqual([]);
    expect(await names({ 'supportedSlugs.name': 'pilates-mat' })).toEqual(['Pilates Mat Class']);
  });

  it('text operators are case-insensitive and treat wildcards literally', async () => {
    expect(await names({ name: { $startsWith: 'p' } })).toEqual([
      'Personal Training',
      'Pilates Mat Class',
    ]);
    expect(await names({ name: { $endsWith: 'CLASS' } })).toEqual(['Pilates Mat Class']);
    expect(await names({ name: { $contains: 'yoga' } })).toEqual(['Morning Yoga Flow']);
    expect(await names({ name: { $contains: '%' } })).toEqual([]);
    expect(await names({ name: { $startsWith: '_' } })).toEqual([]);
  });

  it('$exists, $isEmpty and null', async () => {
    expect(await names({ 'schedule.firstSessionStart': { $exists: true } })).toEqual([
      'Beginner Pottery Course',
    ]);
    expect(await names({ 'payment.fixed.price.value': { $isEmpty: true } })).toEqual([
      'Free Intro Consultation',
    ]);
    expect(await names({ 'payment.fixed.price.value': null })).toEqual(['Free Intro Consultation']);
    expect(await names({ 'payment.fixed.price.value': { $ne: null } })).toHaveLength(5);
    expect(await names({ tagLine: { $isEmpty: false } })).toHaveLength(6);
  });

  it('$and, $or, $not and nested field objects', async () => {
    expect(await names({ $or: [{ type: 'COURSE' }, { name: 'Personal Training' }] })).toEqual([
      'Beginner Pottery Course',
      'Personal Training',
    ]);
    expect(await names({ $and: [{ type: 'CLASS' }, { defaultCapacity: { $gt: 10 } }] })).toEqual([
      'Morning Yoga Flow',
    ]);
    expect(await names({ $not: { type: 'APPOINTMENT' } })).toEqual([
      'Beginner Pottery Course',
      ...CLASSES,
    ]);
    expect(await names({ category: { name: 'Wellness' } })).toEqual([
      'Deep Tissue Massage',
      'Free Intro Consultation',
    ]);
    expect(await names({ $or: [] })).toEqual([]);
  });

  it('dates as ISO strings or {$date}', async () => {
    const now = new Date().toISOString();
    expect(await names({ createdDate: { $lt: now } })).toHaveLength(6);
    expect(await names({ createdDate: { $gt: { $date: now } } })).toEqual([]);
  });
});

describe('sort and paging', () => {
  it('sorts on allowed fields, with the id as tie-breaker', async () => {
    const res = await post({
      sort: [{ fieldName: 'defaultCapacity', order: 'DESC' }, { fieldName: 'name' }],
    });
    const list = (res.json().services as { name: string }[]).map((s) => s.name);
    expect(list.slice(0, 4)).toEqual([
      'Morning Yoga Flow',
      'Pilates Mat Class',
      'Beginner Pottery Course',
      'Deep Tissue Massage',
    ]);
  });

  it('pages by offset and reports the total', async () => {
    const page = await post({ sort: [{ fieldName: 'name' }], paging: { limit: 2, offset: 2 } });
    expect(page.json().pagingMetadata).toEqual({
      count: 2,
      offset: 2,
      total: 6,
      tooManyToCount: false,
    });
    expect(page.json().services.map((s: { name: string }) => s.name)).toEqual([
      'Free Intro Consultation',
      'Morning Yoga Flow',
    ]);
    const past = await post({ paging: { limit: 10, offset: 50 } });
    expect(past.json().pagingMetadata).toEqual({
      count: 0,
      offset: 50,
      total: 6,
      tooManyToCount: false,
    });
  });

  it('rejects out-of-range paging', async () => {
    expect((await violations({ paging: { limit: 101 } }))[0]?.field).toBe('query.paging.limit');
    expect((await violations({ paging: { offset: -1 } }))[0]?.field).toBe('query.paging.offset');
  });
});

describe('invalid queries give the validation envelope', () => {
  it('names unknown fields and operators', async () => {
    expect(await violations({ filter: { color: 'red' } })).toEqual([
      expect.objectContaining({ field: 'query.filter.color', violatedRule: 'FIELD_NOT_ALLOWED' }),
    ]);
    expect(await violations({ filter: { name: { $like: 'x' } } })).toEqual([
      expect.objectContaining({ field: 'query.filter.name', violatedRule: 'FIELD_NOT_ALLOWED' }),
    ]);
    expect(await violations({ filter: { $nor: [] } })).toEqual([
      expect.objectContaining({ field: 'query.filter.$nor' }),
    ]);
    expect(await violations({ sort: [{ fieldName: 'media' }] })).toEqual([
      expect.objectContaining({ field: 'query.sort.0.fieldName' }),
    ]);
  });

  it('refuses filters nested too deeply instead of exhausting the stack', async () => {
    const nest = (depth: number, wrap: (f: object) => object) => {
      let filter: object = { type: 'CLASS' };
      for (let i = 0; i < depth; i++) filter = wrap(filter);
      return filter;
    };
    expect(await names(nest(MAX_FILTER_DEPTH - 1, (f) => ({ $and: [f] })))).toEqual(CLASSES);
    for (const wrap of [(f: object) => ({ $and: [f] }), (f: object) => ({ $not: f })]) {
      // Refused at the edge (http/input-limits) before the filter compiler sees it.
      expect(await violations({ filter: nest(2000, wrap) })).toEqual([
        expect.objectContaining({
          field: expect.stringMatching(/^query\.filter\.\$(and|not)/),
          violatedRule: 'MAX',
        }),
      ]);
    }
  });

  it(`refuses a filter of more than ${MAX_FILTER_TERMS} terms, once, on the filter`, async () => {
    const terms = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `n${i}` }));
    // `$or` itself is a term.
    expect(await names({ $or: [...terms(MAX_FILTER_TERMS - 2), { type: 'CLASS' }] })).toEqual(
      CLASSES,
    );
    expect(await violations({ filter: { $or: terms(MAX_FILTER_TERMS) } })).toEqual([
      expect.objectContaining({ field: 'query.filter', violatedRule: 'MAX_SIZE' }),
    ]);
    const operators = Object.fromEntries(
      Array.from({ length: MAX_FILTER_TERMS }, (_, i) => [`$op${i}`, 1]),
    );
    const found = await violations({ filter: { name: operators } });
    expect(found.filter((v) => v.violatedRule === 'MAX_SIZE')).toHaveLength(1);
  });

  it("treats Object.prototype's names as unknown fields, not as a crash", async () => {
    for (const name of ['constructor', 'toString', 'hasOwnProperty']) {
      for (const value of [null, { $exists: true }, { $gt: 1 }, { $hasSome: ['a'] }]) {
        expect(await violations({ filter: { [name]: value } })).toEqual([
          expect.objectContaining({
            field: `query.filter.${name}`,
            violatedRule: 'FIELD_NOT_ALLOWED',
          }),
        ]);
      }
      expect(await violations({ sort: [{ fieldName: name }] })).toEqual([
        expect.objectContaining({ field: 'query.sort.0.fieldName' }),
      ]);
    }
  });

  it('reports an unknown enum value as INVALID_ENUM_VALUE, also inside lists', async () => {
    expect(await violations({ filter: { type: 'WORKSHOP' } })).toEqual([
      expect.objectContaining({ field: 'query.filter.type', violatedRule: 'INVALID_ENUM_VALUE' }),
    ]);
    expect(await violations({ filter: { type: { $in: ['CLASS', 'NOPE'] } } })).toEqual([
      expect.objectContaining({ field: 'query.filter.type', violatedRule: 'INVALID_ENUM_VALUE' }),
    ]);
  });

  it("names each problem by the filter's real path in the request, not always query.filter", async () => {
    const at = async (url: string, payload: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/bookings/v2/services/${url}`,
        headers: { authorization: token },
        payload,
      });
      expect(res.statusCode).toBe(400);
      const found = res.json().details.validationError.fieldViolations as { field: string }[];
      return found.map((v) => v.field);
    };
    const deep = { $and: [{ type: 'WORKSHOP' }, { category: { nope: 1 } }], $or: 'x' };
    expect(await at('count', { filter: deep })).toEqual([
      'filter.$or',
      'filter.category.nope',
      'filter.type',
    ]);
    expect(await at('search', { search: { filter: deep, sort: [{ fieldName: 'x' }] } })).toEqual([
      'search.filter.$or',
      'search.filter.category.nope',
      'search.filter.type',
      'search.sort.0.fieldName',
    ]);
    let tooDeep: object = { type: 'CLASS' };
    for (let i = 0; i < MAX_FILTER_DEPTH + 1; i++) tooDeep = { $not: tooDeep };
    expect(await at('count', { filter: tooDeep })).toEqual(['filter']);
    expect(await violations({ filter: deep })).toEqual([
      expect.objectContaining({ field: 'query.filter.$or' }),
      expect.objectContaining({ field: 'query.filter.category.nope' }),
      expect.objectContaining({ field: 'query.filter.type' }),
    ]);
  });

  it('rejects values of the wrong type and collects every problem', async () => {
    const found = await violations({
      filter: { defaultCapacity: { $gt: 'ten' }, hidden: 'no', foo: 1 },
    });
    expect(found.map((v) => v.field)).toEqual([
      'query.filter.defaultCapacity',
      'query.filter.foo',
      'query.filter.hidden',
    ]);
    expect(await violations({ filter: { createdDate: { $gt: 'yesterday' } } })).toEqual([
      expect.objectContaining({ field: 'query.filter.createdDate', violatedRule: 'FORMAT' }),
    ]);
  });
});

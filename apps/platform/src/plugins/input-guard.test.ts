import {
  ErrorEnvelope,
  MAX_LIST_ITEMS,
  MAX_TEXT_LENGTH,
  SAMPLE_CLIENT_ID,
  type FieldViolation,
} from '@headless/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../test/build-app';
import { useTestApp } from '../../test/harness';
import { ownerHeaders } from '../../test/owner';
import { encodeR } from '../http/complex-get';
import { INPUT_LIMITS } from '../http/input-limits';

/** Text PostgreSQL cannot store, and input past the limits, is a 400 at the edge for every route. */
const t = useTestApp();
let visitor: { authorization: string };
let owner: Awaited<ReturnType<typeof ownerHeaders>>;

beforeAll(async () => {
  visitor = { authorization: await visitorToken(t.app) };
  owner = await ownerHeaders(t.db);
});

/** The one violation of a 400 validation envelope that carries a request id. */
function violation(res: LightMyRequestResponse): FieldViolation {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.headers['x-wix-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(res.body).not.toMatch(/SELECT|INSERT|stack/i);
  const found = ErrorEnvelope.parse(res.json()).details.validationError?.fieldViolations;
  expect(found).toHaveLength(1);
  return found![0]!;
}

const NUL = { violatedRule: 'FORMAT', description: 'must not contain a NUL character' };

const get = (url: string, headers: Record<string, string> = visitor) =>
  t.app.inject({ method: 'GET', url, headers });

const post = (url: string, payload: string | object, headers: Record<string, string> = visitor) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, 'content-type': 'application/json' },
  });

describe('a NUL character is a 400 naming the field, never a database error', () => {
  it('in a JSON body, before any token (the token endpoint)', async () => {
    const res = await post('/oauth2/token', { clientId: '\u0000', grantType: 'anonymous' }, {});
    expect(violation(res)).toMatchObject({ field: 'clientId', ...NUL });
  });

  it('in a form body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: 'clientId=%00&grantType=anonymous',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(violation(res)).toMatchObject({ field: 'clientId', ...NUL });
  });

  it('in a query string parameter', async () => {
    expect(violation(await get('/oauth2/authorize?client_id=%00', {}))).toMatchObject({
      field: 'client_id',
      ...NUL,
    });
    expect(violation(await get('/events/v1/orders?searchPhrase=%00'))).toMatchObject({
      field: 'searchPhrase',
      ...NUL,
    });
    expect(violation(await get('/pricing-plans/v2/plans/public?planIds=%00'))).toMatchObject({
      field: 'planIds',
      ...NUL,
    });
  });

  it('in a path parameter', async () => {
    expect(violation(await get('/events/v3/events/slug/%00'))).toMatchObject({
      field: 'slug',
      ...NUL,
    });
  });

  it("inside a complex GET's base64url JSON and its flat JSON parameters", async () => {
    const query = { query: { filter: { name: 'a\u0000' } } };
    const base = '/stores-reader/v1/products/query-platformized';
    expect(violation(await get(`${base}?.r=${encodeR(query)}`))).toMatchObject({
      field: 'query.filter.name',
      ...NUL,
    });
    const flat = encodeURIComponent(JSON.stringify({ name: 'a\u0000' }));
    expect(violation(await get(`${base}?query.filter=${flat}`))).toMatchObject({
      field: 'query.filter.name',
      ...NUL,
    });
  });

  it('in an owner write', async () => {
    const res = await post('/bookings/v2/services', { service: { name: 'Yoga\u0000' } }, owner);
    expect(violation(res)).toMatchObject({ field: 'service.name', ...NUL });
  });

  it('in a header the platform reads', async () => {
    const res = await get('/events/v3/events/slug/x', { ...owner, 'wix-site-id': 'site\u0000' });
    expect(violation(res)).toMatchObject({ field: 'wix-site-id', ...NUL });
  });

  it('in an object key', async () => {
    const res = await post('/oauth2/token', { clientId: SAMPLE_CLIENT_ID, 'x\u0000': 1 }, {});
    expect(violation(res)).toMatchObject({ field: 'x\u0000', ...NUL });
  });
});

describe('an unpaired surrogate is a 400 naming the field', () => {
  it('sent as a JSON escape in a body', async () => {
    for (const escape of ['\\ud800', '\\udc00', 'a\\ud800b', '\\udc00\\ud800']) {
      const payload = `{"clientId":"${escape}","grantType":"anonymous"}`;
      expect(violation(await post('/oauth2/token', payload, {}))).toMatchObject({
        field: 'clientId',
        violatedRule: 'FORMAT',
      });
    }
  });

  it('while a well-formed pair (an emoji) is just text', async () => {
    const res = await post('/oauth2/token', { clientId: 'x\ud83d\ude00', grantType: 'anonymous' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.applicationError?.code).toBe('INVALID_CLIENT_ID');
  });
});

describe('nesting, sizes and lengths past the edge limits', () => {
  const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

  it('a 10,000-level body is a 400 envelope, not a stack overflow', async () => {
    for (const url of ['/oauth2/token', '/bookings/v2/services', '/no/such/route']) {
      const found = violation(await post(url, `{"x":${nested(10_000)}}`, owner));
      expect(found).toMatchObject({ violatedRule: 'MAX', data: { threshold: INPUT_LIMITS.depth } });
      expect(found.field).toMatch(/^x(\.a)+$/);
    }
    const arrays = '['.repeat(10_000) + ']'.repeat(10_000);
    expect(violation(await post('/oauth2/token', arrays, {})).violatedRule).toBe('MAX');
  });

  it('a nesting just under the limit passes the edge', async () => {
    const res = await post('/oauth2/token', `{"x":${nested(INPUT_LIMITS.depth - 2)}}`, {});
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('levels deep');
    expect(res.json().details.applicationError?.code).toBe('INVALID_CLIENT_ID');
  });

  it('an array or object past the item limit, and a string past the text limit', async () => {
    const items = Array.from({ length: INPUT_LIMITS.items + 1 }, (_, i) => i);
    expect(violation(await post('/oauth2/token', { list: items }, {}))).toMatchObject({
      field: 'list',
      violatedRule: 'MAX_SIZE',
    });
    const keys = Object.fromEntries(items.map((i) => [`k${i}`, i]));
    expect(violation(await post('/oauth2/token', { map: keys }, {}))).toMatchObject({
      field: 'map',
      violatedRule: 'MAX_SIZE',
    });
    const text = 'x'.repeat(INPUT_LIMITS.textLength + 1);
    expect(violation(await post('/oauth2/token', { clientId: text }, {}))).toMatchObject({
      field: 'clientId',
      violatedRule: 'MAX_LENGTH',
    });
  });
});

describe("the schemas' own bounds", () => {
  it('a name past its length and a list past its size are 400s naming each field', async () => {
    const service = {
      // A service name's own limit (the real API's) is 400 characters.
      name: 'x'.repeat(401),
      description: 'x'.repeat(MAX_TEXT_LENGTH + 1),
      staffMemberIds: Array.from({ length: MAX_LIST_ITEMS + 1 }, () => SAMPLE_CLIENT_ID),
    };
    const res = await post('/bookings/v2/services', { service }, owner);
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-wix-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json().details.validationError.fieldViolations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'service.name', violatedRule: 'MAX_LENGTH' }),
        expect.objectContaining({ field: 'service.description', violatedRule: 'MAX_LENGTH' }),
        expect.objectContaining({ field: 'service.staffMemberIds', violatedRule: 'MAX_SIZE' }),
      ]),
    );
  });
});

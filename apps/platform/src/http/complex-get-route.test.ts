import { OffsetQuery } from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { visitorToken } from '../../test/build-app';
import { useTestApp } from '../../test/harness';
import { complexGetRoute, encodeR } from './complex-get';

const t = useTestApp();
let authorization: string;
beforeAll(async () => {
  complexGetRoute(t.app, {
    paths: ['/test/v1/things/query'],
    request: z.object({ query: OffsetQuery.optional() }),
    response: z.object({ echo: z.unknown() }),
    handler: async (_request, input) => ({ echo: input }),
  });
  authorization = await visitorToken(t.app);
});

const get = (query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/test/v1/things/query?${query}`,
    headers: { authorization },
  });

describe('a complex GET with flat parameters', () => {
  it('keeps a filter value that looks like a number as text and reads paging as numbers', async () => {
    const res = await get('query.filter.sku=1001&query.paging.limit=5&query.paging.offset=0');
    expect(res.statusCode).toBe(200);
    expect(res.json().echo).toEqual({
      query: { filter: { sku: '1001' }, paging: { limit: 5, offset: 0 } },
    });
  });

  it('answers a non-number limit with a clear field violation', async () => {
    const res = await get('query.paging.limit=ten');
    expect(res.statusCode).toBe(400);
    expect(res.json().details.validationError.fieldViolations).toEqual([
      {
        field: 'query.paging.limit',
        description: 'must be a number',
        violatedRule: 'FORMAT',
        ruleName: 'NUMBER',
      },
    ]);
  });

  it('still checks the decoded numbers against the schema', async () => {
    const res = await get('query.paging.limit=1000');
    expect(res.statusCode).toBe(400);
    expect(res.json().details.validationError.fieldViolations[0].field).toBe('query.paging.limit');
  });

  it('reads `.r` with the same result', async () => {
    const request = { query: { filter: { sku: '1001' }, paging: { limit: 5 } } };
    const res = await get(`.r=${encodeR(request)}`);
    expect(res.json().echo).toEqual(request);
  });
});

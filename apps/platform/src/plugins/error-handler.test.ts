import { ErrorEnvelope } from '@headless/contract';
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../test/build-app';
import { useTestApp } from '../../test/harness';
import { notFound, validationError } from '../kernel/errors';

const t = useTestApp();
let authorization: string;

const Body = z.object({
  kind: z.enum(['CLASS', 'COURSE']),
  name: z.string().max(3),
  tags: z.array(z.string()).min(1),
  id: z.uuid(),
  count: z.number().int().max(10),
  nested: z.object({ must: z.string() }),
});

beforeAll(async () => {
  t.app.post('/test/validate', { schema: { body: Body } }, async () => ({ ok: true }));
  t.app.post('/test/echo', async () => ({ ok: true }));
  t.app.get('/test/domain', async () => {
    throw notFound('PRODUCT_NOT_FOUND', 'Thing not found', { id: 'T1' });
  });
  t.app.get('/test/hand-made', async () => {
    throw validationError([
      { field: 'z', description: 'bad z', violatedRule: 'OTHER' },
      { field: 'a', description: 'bad a', violatedRule: 'MAX' },
    ]);
  });
  t.app.get('/test/crash', async () => {
    throw new Error('secret internals');
  });
  authorization = await visitorToken(t.app);
});

/** Every error: an envelope per the contract, a request id, and no stack anywhere in the body. */
function envelope(res: LightMyRequestResponse, status: number): ErrorEnvelope {
  expect(res.statusCode).toBe(status);
  expect(res.headers['x-wix-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(res.body).not.toMatch(/at .*\.ts:\d+|stack/i);
  return ErrorEnvelope.parse(res.json());
}

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: string,
  type = 'application/json',
) => t.app.inject({ method, url, payload, headers: { authorization, 'content-type': type } });

describe('error envelopes', () => {
  it('404 NOT_FOUND for an unknown route, without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/route' });
    expect(envelope(res, 404).details.applicationError?.code).toBe('NOT_FOUND');
  });

  it('405 METHOD_NOT_ALLOWED when the path exists for another method', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/oauth2/token' });
    expect(envelope(res, 405).details.applicationError?.code).toBe('METHOD_NOT_ALLOWED');
    expect(res.headers.allow).toBe('POST');
    const del = await t.app.inject({ method: 'DELETE', url: '/health' });
    expect(del.headers.allow).toBe('GET, HEAD');
  });

  it('400 for a malformed URL, still with an envelope and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health/%zz' });
    expect(envelope(res, 400).details.applicationError?.code).toBe('BAD_REQUEST');
  });

  it('400 for malformed JSON, on field body', async () => {
    const res = await send('POST', '/test/echo', '{"broken":');
    const violations = envelope(res, 400).details.validationError?.fieldViolations;
    expect(violations).toEqual([
      expect.objectContaining({ field: 'body', violatedRule: 'FORMAT' }),
    ]);
  });

  it('an empty JSON body is no body: fine where none is needed, "required" where one is', async () => {
    expect((await send('POST', '/test/echo', '')).statusCode).toBe(200);
    expect((await send('DELETE', '/ecom/v1/carts/current', '')).statusCode).toBe(200);
    const violations = envelope(await send('POST', '/test/validate', ' '), 400).details
      .validationError?.fieldViolations;
    expect(violations).toEqual([
      expect.objectContaining({ field: 'body', violatedRule: 'REQUIRED_FIELD' }),
    ]);
  });

  it('415 for a content type without a parser, 400 for a body nested too deeply', async () => {
    const res = await send('POST', '/test/echo', '<a/>', 'application/xml');
    expect(envelope(res, 415).details.applicationError?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    const tooDeep = envelope(await send('POST', '/test/echo', deep), 400);
    expect(tooDeep.details.validationError?.fieldViolations[0]?.violatedRule).toBe('MAX');
  });

  it('413 PAYLOAD_TOO_LARGE above 1 MiB', async () => {
    const big = JSON.stringify({ blob: 'x'.repeat(1024 * 1024) });
    const res = await send('POST', '/test/echo', big);
    expect(envelope(res, 413).details.applicationError?.code).toBe('PAYLOAD_TOO_LARGE');
    const fits = await send(
      'POST',
      '/test/echo',
      // Strings have their own limit (http/input-limits): ten of the longest allowed fill the body.
      JSON.stringify({ blobs: Array.from({ length: 10 }, () => 'x'.repeat(100_000)) }),
    );
    expect(fits.statusCode).toBe(200);
  });

  it('a DomainError keeps its status, code, description and data', async () => {
    const body = envelope(await send('GET', '/test/domain'), 404);
    expect(body).toEqual({
      message: 'Thing not found',
      details: {
        applicationError: {
          code: 'PRODUCT_NOT_FOUND',
          description: 'Thing not found',
          data: { id: 'T1' },
        },
      },
    });
  });

  it('a hand-made validation error is sorted by field', async () => {
    const body = envelope(await send('GET', '/test/hand-made'), 400);
    expect(body.details.validationError?.fieldViolations.map((v) => v.field)).toEqual(['a', 'z']);
  });

  it('500 with a generic message, the details stay in the log', async () => {
    const res = await send('GET', '/test/crash');
    const body = envelope(res, 500);
    expect(body.message).toBe('Internal server error');
    expect(res.body).not.toContain('secret internals');
  });
});

describe('zod validation envelope', () => {
  const valid = {
    kind: 'CLASS',
    name: 'abc',
    tags: ['t'],
    id: crypto.randomUUID(),
    count: 1,
    nested: { must: 'x' },
  };

  it('accepts a valid body', async () => {
    expect((await send('POST', '/test/validate', JSON.stringify(valid))).statusCode).toBe(200);
  });

  it('maps each issue to a violated rule, sorted by dotted field', async () => {
    const bad = {
      kind: 'WORKSHOP',
      name: 'abcd',
      tags: [],
      id: 'not-a-uuid',
      count: 11,
      nested: {},
    };
    const body = envelope(await send('POST', '/test/validate', JSON.stringify(bad)), 400);
    const violations = body.details.validationError?.fieldViolations ?? [];
    expect(violations.map((v) => [v.field, v.violatedRule])).toEqual([
      ['count', 'MAX'],
      ['id', 'FORMAT'],
      ['kind', 'INVALID_ENUM_VALUE'],
      ['name', 'MAX_LENGTH'],
      ['nested.must', 'REQUIRED_FIELD'],
      ['tags', 'MIN_SIZE'],
    ]);
    expect(violations.find((v) => v.field === 'kind')?.description).toBe(
      'must be one of: CLASS, COURSE',
    );
    expect(violations.find((v) => v.field === 'id')?.ruleName).toBe('GUID');
    expect(body.message).toMatch(/^INVALID_ARGUMENT: "count"/);
  });

  it('reports a wrong type as VALIDATION', async () => {
    const body = envelope(
      await send('POST', '/test/validate', JSON.stringify({ ...valid, count: 'many' })),
      400,
    );
    expect(body.details.validationError?.fieldViolations).toEqual([
      expect.objectContaining({
        field: 'count',
        violatedRule: 'VALIDATION',
        description: 'must be a number',
      }),
    ]);
  });
});

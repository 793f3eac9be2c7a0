import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../build-app';
import { problemsOf } from './check';
import { casesOf } from './generator';
import { operationName, operationsOf } from './operations';
import { principalsOf } from './principals';

/**
 * Every operation of the app's own OpenAPI document, sent by every kind of caller with a seeded
 * catalogue of bad inputs (generator.ts states the sampling rule). Requests go one at a time, so
 * the time limit measures the request, not its neighbours.
 */
const t = await buildTestApp();
const principals = await principalsOf(t);
const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
const operations = operationsOf(doc);
afterAll(() => t.close());

describe('negative input, generated from /openapi.json', () => {
  it('covers every operation the app serves', () => {
    expect(operations.length).toBeGreaterThan(150);
  });

  it.each(operations.map((op) => [operationName(op), op] as const))(
    '%s: no 5xx, the envelope and a request id on errors, bad credentials refused, in time',
    async (_, op) => {
      const problems: string[] = [];
      for (const c of casesOf(op)) {
        const started = performance.now();
        const res = await t.app.inject({
          method: c.method as 'GET',
          url: c.url,
          headers: {
            ...principals[c.principal],
            ...(c.payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(c.payload === undefined ? {} : { payload: c.payload }),
        });
        problems.push(...problemsOf(c, res, performance.now() - started));
      }
      expect(problems).toEqual([]);
    },
    60_000,
  );
});

import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { ownerHeaders } from '../../test/owner';
import { MAX_FILTER_TERMS } from '../query/filter';
import { BODY_LIMIT_BYTES } from '../app';
import { INPUT_LIMITS } from './input-limits';

/**
 * No request under the body limit costs more than a second of the server's CPU. Measured as this
 * process's CPU time around one request (PostgreSQL's own work is another process), so a busy
 * machine slows the wall clock but not the figure.
 */
const CPU_BUDGET_MS = 1000;

const t = useTestApp();
let owner: Record<string, string>;

beforeAll(async () => {
  owner = await ownerHeaders(t.db);
});

async function cpuMsOf(request: InjectOptions): Promise<{ ms: number; status: number }> {
  const body = JSON.stringify(request.payload);
  expect(Buffer.byteLength(body)).toBeLessThan(BODY_LIMIT_BYTES);
  const before = process.cpuUsage();
  const res = await t.app.inject({ ...request, headers: { ...owner, ...request.headers } });
  const used = process.cpuUsage(before);
  return { ms: (used.user + used.system) / 1000, status: res.statusCode };
}

const FACETS = ['status', 'registration.type', 'registration.status'] as const;
const ids = (n: number) =>
  Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

/** A filter with the most terms allowed, its lists as long as the body allows. */
function widestFilter(...fields: string[]): object {
  // `$or` is one term, each `{field: {$op: list}}` two.
  const conditions = Math.floor((MAX_FILTER_TERMS - 1) / 2);
  const perList = Math.floor((BODY_LIMIT_BYTES * 0.9) / conditions / 40);
  const operators = ['$nin', '$in', '$hasSome'];
  return {
    $or: Array.from({ length: conditions }, (_, i) => ({
      [fields[i % fields.length]!]: { [operators[i % fields.length]!]: ids(perList) },
    })),
  };
}

describe('bounded work', () => {
  it('count-by-status with the most facets allowed and the widest filter', async () => {
    const facet = Array.from({ length: 10 }, (_, i) => FACETS[i % FACETS.length]);
    const { ms, status } = await cpuMsOf({
      method: 'POST',
      url: '/events/v3/events/count-by-status',
      payload: { facet, filter: widestFilter('id', 'title', 'categories.id'), includeDrafts: true },
    });
    expect(status).toBe(200);
    expect(ms).toBeLessThan(CPU_BUDGET_MS);
  });

  it('count-by-status with 10,000 facets is refused at once, naming the field', async () => {
    const facet = Array.from({ length: 10_000 }, (_, i) => FACETS[i % FACETS.length]);
    const request = {
      method: 'POST' as const,
      url: '/events/v3/events/count-by-status',
      payload: { facet },
    };
    const { ms, status } = await cpuMsOf(request);
    expect(status).toBe(400);
    expect(ms).toBeLessThan(CPU_BUDGET_MS);
    const res = await t.app.inject({ ...request, headers: owner });
    expect(res.json().details.validationError.fieldViolations[0].field).toBe('facet');
  });

  it('a query with the largest page and the widest filter', async () => {
    const queries = [
      ['/events/v3/events/query', widestFilter('id', 'title', 'categories.id'), 'title'],
      ['/bookings/v2/services/query', widestFilter('id', 'name'), 'name'],
    ] as const;
    for (const [url, filter, fieldName] of queries) {
      const query = { filter, paging: { limit: 100 }, sort: [{ fieldName }] };
      const { ms, status } = await cpuMsOf({ method: 'POST', url, payload: { query } });
      expect(status).toBe(200);
      expect(ms).toBeLessThan(CPU_BUDGET_MS);
    }
  });

  it('the largest body the edge accepts: as many items and as deep as allowed', async () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < INPUT_LIMITS.depth - 2; i++) deep = [deep];
    const wide = Array.from({ length: INPUT_LIMITS.items }, () =>
      Array.from({ length: 60 }, (_, i) => i),
    );
    for (const payload of [{ deep }, { wide }]) {
      const { ms } = await cpuMsOf({ method: 'POST', url: '/bookings/v2/services', payload });
      expect(ms).toBeLessThan(CPU_BUDGET_MS);
    }
  });
});

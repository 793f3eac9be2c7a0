import { DEMO_SITE_ID, ErrorEnvelope } from '@headless/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { visitorToken } from '../../test/build-app';
import { useTestApp } from '../../test/harness';
import { isUniqueViolation } from '../db/unique-violation';

const t = useTestApp();
let info: MockInstance | undefined;
let error: MockInstance | undefined;
let authorization: string;
beforeAll(async () => {
  // A write no domain path guards: the demo site has the bookings app installed already.
  t.app.post('/test/duplicate', async (request) => {
    info = vi.spyOn(request.log, 'info');
    error = vi.spyOn(request.log, 'error');
    await t.db.execute(
      sql`INSERT INTO installed_apps (site_id, app) VALUES (${DEMO_SITE_ID}, 'bookings')`,
    );
    return { ok: true };
  });
  authorization = await visitorToken(t.app);
});

const duplicate = () =>
  t.app.inject({ method: 'POST', url: '/test/duplicate', headers: { authorization } });

describe('a unique violation no domain path caught', () => {
  it('answers 409 ALREADY_EXISTS with the envelope and a request id, never the SQL', async () => {
    const res = await duplicate();
    expect(res.statusCode).toBe(409);
    expect(res.headers['x-wix-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const body = ErrorEnvelope.parse(res.json());
    expect(body.details.applicationError?.code).toBe('ALREADY_EXISTS');
    expect(res.body).not.toMatch(/installed_apps|INSERT|duplicate key|23505/i);
  });

  it('is logged once at info, without the SQL or a stack', async () => {
    await duplicate();
    expect(error).not.toHaveBeenCalled();
    const rejected = info?.mock.calls.filter((call) =>
      String(call[1]).startsWith('request rejected'),
    );
    expect(rejected).toHaveLength(1);
    const logged = JSON.stringify(rejected);
    expect(logged).toContain('ALREADY_EXISTS');
    expect(logged).not.toMatch(/installed_apps|INSERT|stack/i);
  });
});

describe('isUniqueViolation', () => {
  const driverError = Object.assign(new Error('duplicate key'), {
    code: '23505',
    constraint: 'things_name_key',
  });

  it('finds the driver error in the cause chain, by constraint when named', () => {
    const wrapped = new Error('Failed query', { cause: new Error('tx', { cause: driverError }) });
    expect(isUniqueViolation(wrapped)).toBe(true);
    expect(isUniqueViolation(wrapped, 'things_name_key')).toBe(true);
    expect(isUniqueViolation(wrapped, 'other_key')).toBe(false);
  });

  it('ignores other database errors and non-errors', () => {
    expect(isUniqueViolation(Object.assign(new Error('fk'), { code: '23503' }))).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});

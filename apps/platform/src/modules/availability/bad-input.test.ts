import { describe, expect, it } from 'vitest';
import { expectAppError } from '../../../test/harness';
import { createServiceFixture } from './fixtures';
import { useAvailabilityApp } from './test-kit';

const k = useAvailabilityApp();
const { t, query, filter } = k;

describe('bad input', () => {
  it('names unknown or malformed service ids', async () => {
    const res = await query(
      filter(
        ['00000000-0000-4000-8000-000000000000', 'nope'],
        '2027-01-01T00:00:00Z',
        '2027-01-02T00:00:00Z',
      ),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().details.applicationError).toMatchObject({
      code: 'SERVICE_NOT_FOUND',
      data: { serviceIds: ['00000000-0000-4000-8000-000000000000', 'nope'] },
    });
  });

  it('refuses an end before the start, a range over 31 days, bad dates and zones', async () => {
    const s = await createServiceFixture(t.db);
    const cases: [object, number, string][] = [
      [filter([s.id], '2027-01-02T00:00:00Z', '2027-01-01T00:00:00Z'), 400, 'INVALID_DATE_RANGE'],
      [filter([s.id], '2027-01-01T00:00:00Z', '2027-02-02T00:00:00Z'), 400, 'DATE_RANGE_TOO_LONG'],
    ];
    for (const [body, status, code] of cases) {
      const res = await query(body);
      expectAppError(res, status, code);
    }
    const badDate = await query(filter([s.id], 'yesterday', '2027-01-01T00:00:00Z'));
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'query.filter.startDate',
      violatedRule: 'FORMAT',
    });
    const badZone = await query({
      ...filter([s.id], '2027-01-01T00:00:00', '2027-01-02T00:00:00'),
      timezone: 'Mars/Base',
    });
    expect(badZone.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'timezone',
    });
    const missing = await query({ query: { filter: { startDate: '2027-01-01T00:00:00Z' } } });
    expect(missing.statusCode).toBe(400);
    expect(
      missing.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field),
    ).toEqual(['query.filter.endDate', 'query.filter.serviceId']);
  });

  it('answers an unknown schedule with 404 and a bad multislot cursor with 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v2/availability/schedule/nope',
      headers: { authorization: k.token },
    });
    expectAppError(res, 404, 'SCHEDULE_NOT_FOUND');
    const s = await createServiceFixture(t.db);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/availability/multislot',
      headers: { authorization: k.token },
      payload: {
        from: '2027-03-15T00:00:00Z',
        to: '2027-03-16T00:00:00Z',
        slots: [{ serviceId: s.id }],
        cursorPaging: { cursor: '!!' },
      },
    });
    expect(bad.statusCode).toBe(400);
  });
});

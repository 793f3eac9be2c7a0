// The booking policy reads the official SDK sends (docs/protocol.md §2.1): get (GET), query, count
// and strictest (POST on literal segments, which must not reach the owner's `POST /{id}` route).
import {
  BookingPolicyResponse,
  BookingPolicyErrorCode,
  GetStrictestBookingPolicyResponse,
  QueryBookingPoliciesResponse,
} from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError } from '../../../../test/harness';
import { useServicesApp, violationFields } from '../test-client';

const { c } = useServicesApp();

const URL = '/bookings/v1/booking-policies';
const SDK_URL = '/_api/bookings/v1/booking-policies';

async function created(name: string, rules: object = {}) {
  const res = await c.asOwner('POST', URL, { bookingPolicy: { name, ...rules } });
  expect(res.statusCode, res.body).toBe(200);
  return BookingPolicyResponse.parse(res.json()).bookingPolicy;
}

describe('booking policy reads, for every caller of the site', () => {
  it('gets one policy with GET, as a visitor; an unknown id is 404', async () => {
    const policy = await created('Read me');
    for (const url of [URL, SDK_URL]) {
      const res = await c.asVisitor('GET', `${url}/${policy.id}?bookingPolicyId=${policy.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(BookingPolicyResponse.parse(res.json()).bookingPolicy).toEqual(policy);
    }
    const unknown = await c.asVisitor('GET', `${URL}/00000000-0000-4000-8000-000000000000`);
    expectAppError(unknown, 404, BookingPolicyErrorCode.notFound);
    expectAppError(await c.asVisitor('GET', `${URL}/nope`), 404, BookingPolicyErrorCode.notFound);
  });

  it('queries with a filter on a rule, sorts, and pages by cursor', async () => {
    const late = { limitLateBookingPolicy: { enabled: true, latestBookingInMinutes: 90 } };
    const a = await created('Query A', late);
    const b = await created('Query B', late);
    const query = {
      filter: { 'limitLateBookingPolicy.latestBookingInMinutes': { $gte: 90 } },
      sort: [{ fieldName: 'name', order: 'DESC' }],
      cursorPaging: { limit: 1 },
    };
    const first = await c.asVisitor('POST', `${SDK_URL}/query`, { query });
    expect(first.statusCode, first.body).toBe(200);
    const page1 = QueryBookingPoliciesResponse.parse(first.json());
    expect(page1.bookingPolicies.map((x) => x.id)).toEqual([b.id]);
    expect(page1.pagingMetadata.hasNext).toBe(true);
    const cursor = page1.pagingMetadata.cursors.next;
    const second = await c.asVisitor('POST', `${URL}/query`, {
      query: { cursorPaging: { cursor, limit: 1 } },
    });
    const page2 = QueryBookingPoliciesResponse.parse(second.json());
    expect(page2.bookingPolicies.map((x) => x.id)).toEqual([a.id]);
    expect(page2.pagingMetadata.hasNext).toBe(false);
    const bad = await c.asVisitor('POST', `${URL}/query`, { query: { filter: { colour: 'red' } } });
    expect(violationFields(bad)).toEqual(['query.filter.colour']);
  });

  it('counts with a filter; the default policy is counted by `default`', async () => {
    const all = await c.asVisitor('POST', `${URL}/count`, {});
    expect(all.statusCode, all.body).toBe(200);
    const total = all.json().count as number;
    await created('Counted');
    expect((await c.asVisitor('POST', `${URL}/count`, {})).json()).toEqual({ count: total + 1 });
    const defaults = await c.asVisitor('POST', `${URL}/count`, { filter: { default: true } });
    expect(defaults.json()).toEqual({ count: 1 });
  });

  it('combines the strictest rules of several policies into one without an id', async () => {
    const strict = await created('Strict', {
      limitEarlyBookingPolicy: { enabled: true, earliestBookingInMinutes: 600 },
      cancellationPolicy: {
        enabled: true,
        limitLatestCancellation: true,
        latestCancellationInMinutes: 120,
      },
      participantsPolicy: { maxParticipantsPerBooking: 2 },
    });
    const loose = await created('Loose', {
      limitEarlyBookingPolicy: { enabled: true, earliestBookingInMinutes: 1440 },
      reschedulePolicy: {
        enabled: false,
        limitLatestReschedule: false,
        latestRescheduleInMinutes: 0,
      },
      participantsPolicy: { maxParticipantsPerBooking: 5 },
    });
    const res = await c.asVisitor('POST', `${SDK_URL}/strictest`, {
      bookingPolicyIds: [strict.id, loose.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { bookingPolicy } = GetStrictestBookingPolicyResponse.parse(res.json());
    expect(bookingPolicy).not.toHaveProperty('id');
    expect(bookingPolicy).toMatchObject({
      limitEarlyBookingPolicy: { enabled: true, earliestBookingInMinutes: 600 },
      cancellationPolicy: { enabled: true, latestCancellationInMinutes: 120 },
      reschedulePolicy: { enabled: false },
      participantsPolicy: { maxParticipantsPerBooking: 2 },
    });
    const unknown = await c.asVisitor('POST', `${URL}/strictest`, {
      bookingPolicyIds: [strict.id, '00000000-0000-4000-8000-000000000000'],
    });
    expectAppError(unknown, 404, BookingPolicyErrorCode.notFound);
  });

  it('leaves `POST /{id}:setDefault` to the owner: a visitor is refused', async () => {
    const policy = await created('Not yours');
    const res = await c.asVisitor('POST', `${URL}/${policy.id}:setDefault`, {});
    expect(res.statusCode).toBe(403);
  });
});

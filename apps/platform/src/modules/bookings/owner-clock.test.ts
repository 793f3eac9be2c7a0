import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { servicesClient } from './test-client';

const t = useTestApp();
let c: Awaited<ReturnType<typeof servicesClient>>;
beforeAll(async () => {
  c = await servicesClient(t);
});
afterEach(() => vi.restoreAllMocks());

/** A time no wall clock shows while these tests run. */
const AT = new Date('2031-05-06T07:08:09.000Z');

describe("the owner's bookings writes follow the app's clock", () => {
  it('dates a staff member update by app.clock', async () => {
    const created = await c.asOwner('POST', '/bookings/v1/staff-members', {
      staffMember: { name: 'Noa' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().staffMember;
    vi.spyOn(t.app.clock, 'now').mockReturnValue(AT);
    const res = await c.asOwner('PATCH', `/bookings/v1/staff-members/${id}`, {
      staffMember: { name: 'Noa B.', revision: '1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().staffMember.updatedDate).toBe(AT.toISOString());
  });

  it('dates a booking policy update by app.clock', async () => {
    const created = await c.asOwner('POST', '/bookings/v1/booking-policies', {
      bookingPolicy: { name: 'Clocked' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().bookingPolicy;
    vi.spyOn(t.app.clock, 'now').mockReturnValue(AT);
    const res = await c.asOwner('PATCH', `/bookings/v1/booking-policies/${id}`, {
      bookingPolicy: { name: 'Clocked again', revision: '1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().bookingPolicy.updatedDate).toBe(AT.toISOString());
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { useServicesApp } from './test-client';

const { t, c } = useServicesApp();
afterEach(() => vi.restoreAllMocks());

/** A time no wall clock shows while these tests run. */
const AT = new Date('2031-05-06T07:08:09.000Z');

/** Creates a record named `name` on `path`, renames it at AT: the answer's updatedDate. */
async function updatedDateOfRename(path: string, key: string, name: string, newName: string) {
  const created = await c.asOwner('POST', path, { [key]: { name } });
  expect(created.statusCode, created.body).toBe(200);
  const { id } = created.json()[key];
  vi.spyOn(t.app.clock, 'now').mockReturnValue(AT);
  const res = await c.asOwner('PATCH', `${path}/${id}`, {
    [key]: { name: newName, revision: '1' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json()[key].updatedDate;
}

describe("the owner's bookings writes follow the app's clock", () => {
  it('dates a staff member update by app.clock', async () => {
    const path = '/bookings/v1/staff-members';
    const updated = await updatedDateOfRename(path, 'staffMember', 'Noa', 'Noa B.');
    expect(updated).toBe(AT.toISOString());
  });

  it('dates a booking policy update by app.clock', async () => {
    const path = '/bookings/v1/booking-policies';
    const updated = await updatedDateOfRename(path, 'bookingPolicy', 'Clocked', 'Clocked again');
    expect(updated).toBe(AT.toISOString());
  });
});

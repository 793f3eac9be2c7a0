// The official SDK sends booking changes to `/_api/bookings-service/v2/bookings/{id}/…` on both of
// its hosts (docs/protocol.md §2.1); the same changes answer there as on the documented path.
import { GetBookingResponse, PlatformErrorCode } from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { expectAppError, useTestApp } from '../../../test/harness';
import { ownerHeaders } from '../../../test/owner';
import { createServiceFixture } from '../availability/fixtures';
import { bookAsVisitor } from './test-kit';

const t = useTestApp();
let token: string;
let owner: Record<string, string>;
beforeAll(async () => {
  token = await visitorToken(t.app);
  owner = await ownerHeaders(t.db);
});

const weekly = [{ day: 'MON', start: '09:00', end: '12:00' }];
const sdkPath = (id: string, action: string) =>
  `/_api/bookings-service/v2/bookings/${id}/${action}`;

async function visitorBooking(requireManualApproval = false) {
  const s = await createServiceFixture(t.db, { weekly, capacity: 3, requireManualApproval });
  return bookAsVisitor(t.app, token, s.id);
}

/** What the SDK sends: the path's id repeated in the body beside the change's fields. */
async function sdkCall(
  id: string,
  action: string,
  body: object,
  headers: Record<string, string> = { authorization: token },
) {
  const res = await t.app.inject({
    method: 'POST',
    url: sdkPath(id, action),
    headers,
    payload: { bookingId: id, ...body },
  });
  expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
  return GetBookingResponse.parse(res.json()).booking;
}

describe("booking changes on the official SDK's paths", () => {
  it('confirms and declines (the owner), on the SDK path', async () => {
    const confirmed = await visitorBooking(true);
    expect(await sdkCall(confirmed, 'confirm', { revision: '1' }, owner)).toMatchObject({
      status: 'CONFIRMED',
    });
    const declined = await visitorBooking(true);
    expect(await sdkCall(declined, 'decline', { revision: '1' }, owner)).toMatchObject({
      status: 'DECLINED',
    });
  });

  it('reschedules, changes the participants and cancels (the booker), on the SDK path', async () => {
    const id = await visitorBooking();
    const moved = await sdkCall(id, 'reschedule', {
      slot: { startDate: '2027-03-22T10:00:00Z' },
    });
    expect(moved.startDate).toBe('2027-03-22T10:00:00.000Z');
    const more = await sdkCall(id, 'update_number_of_participants', { totalParticipants: 2 });
    expect(more.totalParticipants).toBe(2);
    expect((await sdkCall(id, 'cancel', {})).status).toBe('CANCELED');
  });

  it('keeps the same guards there: a visitor may not confirm', async () => {
    const id = await visitorBooking(true);
    const res = await t.app.inject({
      method: 'POST',
      url: sdkPath(id, 'confirm'),
      headers: { authorization: token },
      payload: {},
    });
    expectAppError(res, 403, PlatformErrorCode.forbidden);
  });
});

import { BulkUpdateRsvpResponse, RsvpResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError, expectValidationError, useTestApp } from '../../../test/harness';
import { outboxOf } from '../../../test/outbox-events';
import { useCallers } from '../../owned/test-kit';
import { newEvent } from '../events/test-client';

// RSVP v1's owner calls on the official SDK's paths: bulk status change and check-in.
const t = useTestApp();
const c = useCallers(t);

const rsvpEvent = async (rsvp: Record<string, unknown>) => {
  const res = await c.asOwner('POST', '/events/v3/events', {
    event: newEvent({
      title: `RSVP ${Math.random()}`,
      registration: { initialType: 'RSVP', rsvp },
    }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().event.id as string;
};
const answer = async (eventId: string, n: number, extra: Record<string, unknown> = {}) => {
  const res = await c.asVisitor('POST', '/events/v1/rsvp', {
    eventId,
    firstName: 'Guest',
    lastName: `No${n}`,
    email: `guest${n}@example.com`,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return RsvpResponse.parse(res.json()).rsvp;
};
const v2 = async (rsvpId: string) =>
  (await c.asOwner('GET', `/events/v2/rsvps/${rsvpId}`)).json().rsvp;

describe('RSVP v1: the owner', () => {
  it('changes statuses in bulk within the limit and the waiting list, all or none', async () => {
    const id = await rsvpEvent({ limit: 3, waitlistEnabled: true, responseType: 'YES_AND_NO' });
    const a = await answer(id, 1, { guests: 1 });
    const b = await answer(id, 2, { guests: 1 });
    expect(b.status).toBe('WAITING');
    const body = (rsvpId: string[], status: string) => ({ eventId: id, rsvpId, status });

    // Two places left after A: B (two places) fits once A says NO, and not before.
    expectAppError(
      await c.asOwner('PATCH', '/events/v1/rsvp', body([b.id], 'YES')),
      409,
      'RSVP_FULL',
    );
    const both = await c.asOwner('PATCH', '/events/v1/rsvp', body([a.id, b.id], 'NO'));
    expect(both.statusCode, both.body).toBe(200);
    expect(BulkUpdateRsvpResponse.parse(both.json()).rsvps.map((r) => r.status)).toEqual([
      'NO',
      'NO',
    ]);
    const yes = await c.asOwner('PATCH', '/events/v1/rsvp', body([b.id], 'YES'));
    expect(yes.json().rsvps[0]).toMatchObject({ id: b.id, status: 'YES' });
    // A back to YES would need three places: refused, and nothing of the call is written.
    expectAppError(
      await c.asOwner('PATCH', '/events/v1/rsvp', body([a.id, b.id], 'YES')),
      409,
      'RSVP_FULL',
    );
    expect((await v2(a.id)).status).toBe('NO');
    expect((await outboxOf(t.db, 'wix.events.v1.rsvp', b.id)).map((e) => e.eventType)).toEqual([
      'wix.events.v1.rsvp_created',
      'wix.events.v1.rsvp_updated',
      'wix.events.v1.rsvp_updated',
    ]);
  });

  it('refuses a status the event does not take, an unknown RSVP, bad input, a visitor', async () => {
    const id = await rsvpEvent({});
    const a = await answer(id, 1);
    const body = (rsvpId: string[], status: string) => ({ eventId: id, rsvpId, status });
    expectAppError(
      await c.asOwner('PATCH', '/events/v1/rsvp', body([a.id], 'WAITING')),
      400,
      'RSVP_RESPONSE_NOT_ALLOWED',
    );
    expectAppError(
      await c.asOwner('PATCH', '/events/v1/rsvp', body([a.id, 'nope'], 'YES')),
      404,
      'RSVP_NOT_FOUND',
    );
    expectAppError(
      await c.asOwner('PATCH', '/events/v1/rsvp', body(['nope'], 'YES')),
      404,
      'RSVP_NOT_FOUND',
    );
    expectValidationError(await c.asOwner('PATCH', '/events/v1/rsvp', body([], 'MAYBE')), [
      'rsvpId:MIN_SIZE',
      'status:INVALID_ENUM_VALUE',
    ]);
    expectAppError(
      await c.asVisitor('PATCH', '/events/v1/rsvp', body([a.id], 'YES')),
      403,
      'FORBIDDEN',
    );
  });

  it('checks guests in and deletes check-ins; guests count from 1', async () => {
    const id = await rsvpEvent({});
    const a = await answer(id, 1, { guests: 2 });
    const url = '/events/v1/rsvp/check-in';
    const first = await c.asOwner('POST', url, { eventId: id, rsvpId: a.id, guestId: [1, 3] });
    expect(first.statusCode, first.body).toBe(200);
    expect(RsvpResponse.parse(first.json()).rsvp.id).toBe(a.id);
    expect(await v2(a.id)).toMatchObject({ checkedInGuestCount: 2 });
    const checked = (await v2(a.id)).guestList.guests.map(
      (g: { checkInDetails: { checkedIn: boolean } }) => g.checkInDetails.checkedIn,
    );
    expect(checked).toEqual([true, false, true]);

    const gone = await c.asOwner('DELETE', `${url}?eventId=${id}&rsvpId=${a.id}&guestId=1`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await v2(a.id)).toMatchObject({ checkedInGuestCount: 1 });
    await c.asOwner('POST', url, { eventId: id, rsvpId: a.id });
    expect(await v2(a.id)).toMatchObject({ checkedInGuestCount: 3, fullyCheckedIn: true });
    await c.asOwner('DELETE', `${url}?eventId=${id}&rsvpId=${a.id}`);
    expect(await v2(a.id)).toMatchObject({ checkedInGuestCount: 0 });

    expectValidationError(
      await c.asOwner('POST', url, { eventId: id, rsvpId: a.id, guestId: [4] }),
      ['guestId.0:MAX'],
    );
    expectValidationError(
      await c.asOwner('POST', url, { eventId: id, rsvpId: a.id, guestId: [0] }),
      ['guestId.0:MIN'],
    );
    const other = await rsvpEvent({});
    expectAppError(
      await c.asOwner('POST', url, { eventId: other, rsvpId: a.id }),
      404,
      'RSVP_NOT_FOUND',
    );
    expectAppError(await c.asVisitor('POST', url, { eventId: id, rsvpId: a.id }), 403, 'FORBIDDEN');
  });
});

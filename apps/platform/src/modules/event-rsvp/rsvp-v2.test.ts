import { randomUUID } from 'node:crypto';
import { RsvpsV2Page, RsvpV2Response } from '@headless/contract';
import { describe, expect, it, vi, afterEach } from 'vitest';
import { caller } from '../../../test/callers';
import { expectAppError, expectValidationError, useTestApp } from '../../../test/harness';
import { useCallers } from '../../owned/test-kit';
import { memberToken } from '../pricing-plans/test-kit';
import { newEvent } from '../events/test-client';

const t = useTestApp();
const c = useCallers(t);
afterEach(() => {
  vi.restoreAllMocks();
});

const URL = '/events/v2/rsvps';
const SDK_URL = '/_api/events-rsvps/v2/rsvps';

const rsvpEvent = async (registration: Record<string, unknown>) => {
  const res = await c.asOwner('POST', '/events/v3/events', {
    event: newEvent({ title: `RSVP V2 ${Math.random()}`, registration }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().event.id as string;
};
const person = (eventId: string, n: number, extra: Record<string, unknown> = {}) => ({
  rsvp: {
    eventId,
    firstName: 'Guest',
    lastName: `No${n}`,
    email: `guest${n}@example.com`,
    ...extra,
  },
});

async function member() {
  const memberId = randomUUID();
  return { memberId, as: caller(t.app, { authorization: await memberToken(t.db, memberId) }) };
}

describe('RSVP V2', () => {
  it('a visitor answers YES with guests, named the current way; full means WAITLIST', async () => {
    const id = await rsvpEvent({ initialType: 'RSVP', rsvp: { limit: 3, waitlistEnabled: true } });
    const res = await c.asVisitor('POST', URL, person(id, 1, { totalGuests: 2 }));
    expect(res.statusCode, res.body).toBe(200);
    const { rsvp } = RsvpV2Response.parse(res.json());
    expect(rsvp).toMatchObject({
      eventId: id,
      status: 'YES',
      totalGuests: 2,
      checkedInGuestCount: 0,
      fullyCheckedIn: false,
      guestList: {
        guests: [
          { index: 0, guestId: 0, fullName: 'Guest No1', checkInDetails: { checkedIn: false } },
          { index: 1, guestId: 1, checkInDetails: { checkedIn: false } },
        ],
      },
    });
    expect(rsvp.memberId).toBeUndefined();
    const waiting = await c.asVisitor('POST', SDK_URL, person(id, 2, { totalGuests: 2 }));
    expect(waiting.json().rsvp.status).toBe('WAITLIST');
    // RSVP v1 reads the same store: v1's WAITING.
    const v1 = await c.asOwner('GET', `/events/v1/rsvp?eventId=${id}`);
    expect(v1.json().rsvps.map((r: { status: string }) => r.status)).toEqual(['YES', 'WAITING']);
    expect(res.headers.deprecation).toBeUndefined();
  });

  it('keeps the same rules as v1: closed, not an RSVP event, bad input', async () => {
    const id = await rsvpEvent({ initialType: 'RSVP', rsvp: { limit: 1 } });
    expect((await c.asVisitor('POST', URL, person(id, 1))).statusCode).toBe(200);
    expectAppError(await c.asVisitor('POST', URL, person(id, 2)), 409, 'RSVP_FULL');
    expectValidationError(await c.asVisitor('POST', URL, person(id, 3, { totalGuests: 0 })), [
      'rsvp.totalGuests:MIN',
    ]);
    expectValidationError(await c.asVisitor('POST', URL, person(id, 3, { status: 'MAYBE' })), [
      'rsvp.status:INVALID_ENUM_VALUE',
    ]);
  });

  it('a member reads their current RSVPs, and only theirs; a visitor may not', async () => {
    const id = await rsvpEvent({ initialType: 'RSVP' });
    const other = await rsvpEvent({ initialType: 'RSVP' });
    const me = await member();
    const mine = await me.as('POST', URL, person(id, 1));
    expect(mine.json().rsvp.memberId).toBe(me.memberId);
    await me.as('POST', URL, person(other, 2));
    await (await member()).as('POST', URL, person(id, 3));
    await c.asVisitor('POST', URL, person(id, 4));
    const all = RsvpsV2Page.parse((await me.as('GET', `${URL}/current`)).json());
    expect(all.rsvps.map((r) => r.eventId).sort()).toEqual([id, other].sort());
    const one = await me.as('GET', `${SDK_URL}/current?eventId=${id}`);
    expect(one.json().rsvps.map((r: { lastName: string }) => r.lastName)).toEqual(['No1']);
    expectAppError(await c.asVisitor('GET', `${URL}/current`), 403, 'MEMBER_ONLY');
  });

  it('the owner gets, queries, counts, checks in and deletes; others may not', async () => {
    const id = await rsvpEvent({ initialType: 'RSVP' });
    const { rsvp } = (await c.asVisitor('POST', URL, person(id, 1, { totalGuests: 3 }))).json();
    await c.asVisitor('POST', URL, person(id, 2));
    expect((await c.asOwner('GET', `${URL}/${rsvp.id}`)).json().rsvp.id).toBe(rsvp.id);
    expectAppError(await c.asVisitor('GET', `${URL}/${rsvp.id}`), 403, 'FORBIDDEN');
    const filter = { eventId: id };
    const page = await c.asOwner('POST', `${URL}/query`, { query: { filter } });
    expect(page.json().rsvps).toHaveLength(2);
    expect((await c.asOwner('POST', `${URL}/count`, { filter })).json()).toEqual({ count: 2 });

    const start = new Date('2030-01-01T10:00:00.000Z');
    vi.spyOn(t.app.clock, 'now').mockReturnValue(start);
    const some = await c.asOwner('POST', `${URL}/${rsvp.id}/check-in`, { guestIds: [0, 2] });
    expect(some.json().rsvp).toMatchObject({ checkedInGuestCount: 2, fullyCheckedIn: false });
    expect(some.json().rsvp.guestList.guests[2].checkInDetails).toEqual({
      checkedIn: true,
      checkInDate: start.toISOString(),
    });
    const rest = await c.asOwner('POST', `${URL}/${rsvp.id}/check-in`, {});
    expect(rest.json().rsvp).toMatchObject({ checkedInGuestCount: 3, fullyCheckedIn: true });
    expectValidationError(
      await c.asOwner('POST', `${URL}/${rsvp.id}/check-in`, { guestIds: [3] }),
      ['guestIds.0:MAX'],
    );

    expect((await c.asOwner('DELETE', `${URL}/${rsvp.id}`)).statusCode).toBe(200);
    expectAppError(await c.asOwner('GET', `${URL}/${rsvp.id}`), 404, 'RSVP_NOT_FOUND');
    expectAppError(await c.asOwner('DELETE', `${URL}/${rsvp.id}`), 404, 'RSVP_NOT_FOUND');
    expectAppError(await c.asOwner('GET', `${URL}/nope`), 404, 'RSVP_NOT_FOUND');
  });
});

import {
  BulkUpdateRsvpsResponse,
  ListRsvpSummaryResponse,
  RsvpsV2Page,
  RsvpV2Response,
} from '@headless/contract';
import { describe, expect, it, vi, afterEach } from 'vitest';
import { expectAppError, expectValidationError, useTestApp } from '../../../test/harness';
import { useCallers } from '../../owned/test-kit';
import { newEvent } from '../events/test-client';

// RSVP V2's owner calls beyond get/delete/check-in: update, bulk update, search, paging by
// cursor, summaries, cancel check-in, delete by filter.
const t = useTestApp();
const c = useCallers(t);
afterEach(() => {
  vi.restoreAllMocks();
});

const URL = '/events/v2/rsvps';
const SDK_URL = '/_api/events-rsvps/v2/rsvps';

const rsvpEvent = async (rsvp: Record<string, unknown> = {}) => {
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
  const rsvp = { eventId, firstName: 'Guest', lastName: `No${n}`, email: `g${n}@example.com` };
  const res = await c.asVisitor('POST', URL, { rsvp: { ...rsvp, ...extra } });
  expect(res.statusCode, res.body).toBe(200);
  return RsvpV2Response.parse(res.json()).rsvp;
};
/** Moves the clock a second on, so each change has its own revision. */
const tick = (() => {
  let at = Date.parse('2031-01-01T00:00:00Z');
  return () => vi.spyOn(t.app.clock, 'now').mockReturnValue(new Date((at += 1000)));
})();

describe('RSVP V2: the owner', () => {
  it('updates an RSVP at its revision; a status follows the limit and waiting list', async () => {
    const id = await rsvpEvent({ limit: 2, waitlistEnabled: true });
    const a = await answer(id, 1, { totalGuests: 2 });
    const b = await answer(id, 2);
    expect(b.status).toBe('WAITLIST');
    tick();
    const res = await c.asOwner('PATCH', `${SDK_URL}/${a.id}`, {
      rsvp: { id: a.id, revision: a.revision, firstName: 'Ada', status: 'WAITLIST' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = RsvpV2Response.parse(res.json()).rsvp;
    expect(updated).toMatchObject({ firstName: 'Ada', lastName: 'No1', status: 'WAITLIST' });
    expect(updated.revision).not.toBe(a.revision);
    expectAppError(
      await c.asOwner('PATCH', `${URL}/${a.id}`, { rsvp: { revision: a.revision, lastName: 'X' } }),
      409,
      'REVISION_MISMATCH',
    );
    tick();
    const bYes = await c.asOwner('PATCH', `${URL}/${b.id}`, {
      rsvp: { revision: b.revision, status: 'YES' },
    });
    expect(bYes.json().rsvp.status).toBe('YES');
    // A's two places no longer fit beside B's one.
    expectAppError(
      await c.asOwner('PATCH', `${URL}/${a.id}`, {
        rsvp: { revision: updated.revision, status: 'YES' },
      }),
      409,
      'RSVP_FULL',
    );
    expectValidationError(await c.asOwner('PATCH', `${URL}/${a.id}`, { rsvp: { status: 'YES' } }), [
      'rsvp.revision:REQUIRED_FIELD',
    ]);
    expectAppError(
      await c.asOwner('PATCH', `${URL}/nope`, { rsvp: { revision: '1' } }),
      404,
      'RSVP_NOT_FOUND',
    );
    expectAppError(
      await c.asVisitor('PATCH', `${URL}/${a.id}`, { rsvp: { revision: a.revision } }),
      403,
      'FORBIDDEN',
    );
  });

  it('updates in bulk: each on its own, failures named', async () => {
    const id = await rsvpEvent();
    const a = await answer(id, 1);
    const b = await answer(id, 2);
    tick();
    const res = await c.asOwner('PATCH', '/_api/events-rsvps/v2/bulk/rsvps/update', {
      rsvps: [
        { rsvp: { id: a.id, revision: a.revision, lastName: 'Lovelace' } },
        { rsvp: { id: b.id, revision: 'stale', lastName: 'Hopper' } },
      ],
      returnEntity: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = BulkUpdateRsvpsResponse.parse(res.json());
    expect(body.bulkActionMetadata).toEqual({
      totalSuccesses: 1,
      totalFailures: 1,
      undetailedFailures: 0,
    });
    expect(body.results[0]).toMatchObject({
      itemMetadata: { id: a.id, originalIndex: 0, success: true },
      rsvp: { lastName: 'Lovelace' },
    });
    expect(body.results[1]?.itemMetadata).toMatchObject({
      id: b.id,
      success: false,
      error: { code: 'REVISION_MISMATCH' },
    });
  });

  it('searches by text and pages past the first page by cursor, for query and search', async () => {
    const id = await rsvpEvent();
    for (const n of [1, 2, 3, 4, 5]) await answer(id, n, n === 3 ? { firstName: 'Zed' } : {});
    const filter = { eventId: id };
    const seen: string[] = [];
    let page = RsvpsV2Page.parse(
      (
        await c.asOwner('POST', `${URL}/query`, { query: { filter, cursorPaging: { limit: 2 } } })
      ).json(),
    );
    seen.push(...page.rsvps.map((r) => r.lastName));
    while (page.pagingMetadata.hasNext) {
      const cursor = page.pagingMetadata.cursors.next;
      const res = await c.asOwner('POST', `${SDK_URL}/query`, {
        query: { cursorPaging: { limit: 2, cursor } },
      });
      page = RsvpsV2Page.parse(res.json());
      seen.push(...page.rsvps.map((r) => r.lastName));
    }
    expect(seen).toEqual(['No1', 'No2', 'No3', 'No4', 'No5']);

    const search = (body: Record<string, unknown>) => c.asOwner('POST', `${URL}/search`, body);
    const zed = await search({ search: { filter, search: { expression: 'zed' } } });
    expect(zed.statusCode, zed.body).toBe(200);
    expect(zed.json().rsvps.map((r: { lastName: string }) => r.lastName)).toEqual(['No3']);
    const first = (
      await search({
        search: {
          filter,
          sort: [{ fieldName: 'lastName', order: 'DESC' }],
          cursorPaging: { limit: 3 },
        },
      })
    ).json();
    expect(first.rsvps.map((r: { lastName: string }) => r.lastName)).toEqual(['No5', 'No4', 'No3']);
    const next = await search({
      search: { cursorPaging: { cursor: first.pagingMetadata.cursors.next } },
    });
    expect(next.json().rsvps.map((r: { lastName: string }) => r.lastName)).toEqual(['No2', 'No1']);
    expect(next.json().pagingMetadata.hasNext).toBe(false);
    expectValidationError(await search({ search: { cursorPaging: { cursor: 'nope' } } }), [
      'search.cursorPaging.cursor:FORMAT',
    ]);
    expectValidationError(await search({ search: { filter: { status: 'WAITING' } } }), [
      'search.filter.status:INVALID_ENUM_VALUE',
    ]);
  });

  it('summarizes events on /summaries (not an RSVP id), guests counted', async () => {
    const id = await rsvpEvent({ limit: 3, waitlistEnabled: true, responseType: 'YES_AND_NO' });
    const quiet = await rsvpEvent();
    await answer(id, 1, { totalGuests: 3 });
    await answer(id, 2, { totalGuests: 2 });
    await answer(id, 3, { status: 'NO' });
    const res = await c.asOwner('GET', `${SDK_URL}/summaries?eventId=${id}&eventId=${quiet}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(ListRsvpSummaryResponse.parse(res.json()).summaries).toEqual([
      { eventId: id, yesGuestCount: 3, noGuestCount: 1, waitlistGuestCount: 2, totalRsvpCount: 3 },
      {
        eventId: quiet,
        yesGuestCount: 0,
        noGuestCount: 0,
        waitlistGuestCount: 0,
        totalRsvpCount: 0,
      },
    ]);
    expectAppError(await c.asVisitor('GET', `${URL}/summaries?eventId=${id}`), 403, 'FORBIDDEN');
  });

  it('cancels check-ins and deletes RSVPs by filter', async () => {
    const id = await rsvpEvent();
    const a = await answer(id, 1, { totalGuests: 3 });
    await answer(id, 2);
    await c.asOwner('POST', `${URL}/${a.id}/check-in`, {});
    const some = await c.asOwner('POST', `${SDK_URL}/${a.id}/cancel-check-in`, { guestIds: [1] });
    expect(some.statusCode, some.body).toBe(200);
    expect(some.json().rsvp).toMatchObject({ checkedInGuestCount: 2, fullyCheckedIn: false });
    const all = await c.asOwner('POST', `${URL}/${a.id}/cancel-check-in`, {});
    expect(all.json().rsvp.checkedInGuestCount).toBe(0);

    const gone = await c.asOwner('POST', '/events/v2/bulk/rsvps/delete-by-filter', {
      filter: { eventId: id, lastName: 'No1' },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().jobId).toEqual(expect.any(String));
    const left = await c.asOwner('POST', `${URL}/count`, { filter: { eventId: id } });
    expect(left.json()).toEqual({ count: 1 });
    expectValidationError(
      await c.asOwner('POST', '/events/v2/bulk/rsvps/delete-by-filter', { filter: { nope: 1 } }),
      ['filter.nope:FIELD_NOT_ALLOWED'],
    );
  });
});

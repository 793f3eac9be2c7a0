import { RsvpResponse } from '@headless/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { expectAppError, useSecondInstance, useTestApp } from '../../../test/harness';
import { outboxOf, ownerIdentity } from '../../../test/outbox-events';
import { domainEvents } from '../../db/schema/ecom-pricing';
import { createSecondSite } from '../../seed/second-site';
import { useCallers } from '../../owned/test-kit';
import { newEvent, seededEventId } from '../events/test-client';

const t = useTestApp();
const c = useCallers(t);
const second = useSecondInstance(t, 4);

const rsvpEvent = async (registration: Record<string, unknown>, extra = {}) => {
  const res = await c.asOwner('POST', '/events/v3/events', {
    event: newEvent({ title: `RSVP ${Math.random()}`, registration, ...extra }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().event.id as string;
};
const person = (eventId: string, n: number, extra: Record<string, unknown> = {}) => ({
  eventId,
  firstName: 'Guest',
  lastName: `No${n}`,
  email: `guest${n}@example.com`,
  ...extra,
});
const RSVP = 'wix.events.v1.rsvp';
const slugsOf = async (rsvpId: string) =>
  (await outboxOf(t.db, RSVP, rsvpId)).map((e) => e.eventType.slice(RSVP.length + 1));
/** How many RSVPs to the event were recorded as created. */
const createdFor = async (eventId: string) =>
  (
    await t.db
      .select({ payload: domainEvents.payload })
      .from(domainEvents)
      .where(eq(domainEvents.eventType, `${RSVP}_created`))
  ).filter((e) => (e.payload as { eventId?: string }).eventId === eventId).length;

describe('RSVP', () => {
  it('answers YES until full, then WAITING with a waiting list; the owner lists and deletes', async () => {
    const id = await rsvpEvent({ initialType: 'RSVP', rsvp: { limit: 3, waitlistEnabled: true } });
    const first = await c.asVisitor('POST', '/events/v1/rsvp', person(id, 1, { guests: 1 }));
    expect(first.statusCode, first.body).toBe(200);
    expect(RsvpResponse.parse(first.json()).rsvp).toMatchObject({
      status: 'YES',
      guests: 1,
      totalGuests: 2,
    });
    const tooMany = await c.asVisitor('POST', '/events/v1/rsvp', person(id, 2, { guests: 1 }));
    expect(tooMany.json().rsvp.status).toBe('WAITING');
    const last = await c.asVisitor('POST', '/events/v1/rsvp', person(id, 3));
    expect(last.json().rsvp.status).toBe('YES');
    // Each answer records rsvp_created: the RSVP as answered, by the visitor who answered.
    const [created] = await outboxOf(t.db, RSVP, first.json().rsvp.id);
    expect(created).toMatchObject({
      eventType: `${RSVP}_created`,
      aggregateId: first.json().rsvp.id,
      payload: { id: first.json().rsvp.id, eventId: id, status: 'YES', guests: 1, lastName: 'No1' },
      identity: { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: expect.any(String) },
    });
    const [waitingCreated] = await outboxOf(t.db, RSVP, tooMany.json().rsvp.id);
    expect(waitingCreated!.payload).toMatchObject({ status: 'WAITING', lastName: 'No2' });
    expect(waitingCreated!.identity).toEqual(created!.identity);
    const event = await c.asVisitor('GET', `/events/v3/events/${id}?fields=REGISTRATION`);
    expect(event.json().event.registration.status).toBe('OPEN_RSVP_WAITLIST_ONLY');
    const dashboard = await c.asOwner('GET', `/events/v3/events/${id}?fields=DASHBOARD`);
    expect(dashboard.json().event.summaries.rsvps).toEqual({
      totalCount: 3,
      yesCount: 2,
      noCount: 0,
      waitlistCount: 1,
    });
    const list = await c.asOwner('GET', `/events/v1/rsvp?eventId=${id}`);
    expect(list.json().rsvps.map((r: { status: string }) => r.status)).toEqual([
      'YES',
      'WAITING',
      'YES',
    ]);
    expect((await c.asVisitor('GET', `/events/v1/rsvp?eventId=${id}`)).statusCode).toBe(403);
    const waiting = await c.asOwner('POST', '/events/v1/rsvp/query', {
      query: { filter: { eventId: id, status: 'WAITING' } },
    });
    expect(waiting.json().pagingMetadata.total).toBe(1);
    const firstId = first.json().rsvp.id;
    const delUrl = `/events/v1/events/${id}/rsvp?rsvpId=${firstId}`;
    expect((await c.asVisitor('DELETE', delUrl)).statusCode).toBe(403);
    expect(await slugsOf(firstId)).toEqual(['created']);
    const del = await c.asOwner('DELETE', delUrl);
    expect(del.statusCode).toBe(200);
    // rsvp_deleted carries the RSVP as it was, by the owner; a second delete finds nothing.
    const [, deleted] = await outboxOf(t.db, RSVP, firstId);
    expect(deleted).toMatchObject({
      eventType: `${RSVP}_deleted`,
      aggregateId: firstId,
      payload: { id: firstId, eventId: id, status: 'YES', totalGuests: 2 },
      identity: ownerIdentity,
    });
    expect((await c.asOwner('DELETE', delUrl)).statusCode).toBe(200);
    expect(await slugsOf(firstId)).toEqual(['created', 'deleted']);
    const reopened = await c.asVisitor('GET', `/events/v3/events/${id}?fields=REGISTRATION`);
    expect(reopened.json().event.registration.status).toBe('OPEN_RSVP');
  });

  it('deletes RSVPs on the documented path, DELETE /events/v1/rsvp?eventId=…&rsvps=…', async () => {
    const id = await rsvpEvent({ initialType: 'RSVP', rsvp: { limit: 10 } });
    const made = await Promise.all(
      [1, 2, 3].map((n) => c.asVisitor('POST', '/events/v1/rsvp', person(id, n))),
    );
    const [a, b, kept] = made.map((res) => RsvpResponse.parse(res.json()).rsvp.id);
    const url = `/events/v1/rsvp?eventId=${id}&rsvps=${a}&rsvps=${b}`;
    expect((await c.asVisitor('DELETE', url)).statusCode).toBe(403);
    const del = await c.asOwner('DELETE', url);
    expect([del.statusCode, del.json()]).toEqual([200, {}]);
    const left = await c.asOwner('GET', `/events/v1/rsvp?eventId=${id}`);
    expect(left.json().rsvps.map((r: { id: string }) => r.id)).toEqual([kept]);
    expect(await slugsOf(a!)).toEqual(['created', 'deleted']);
    const noIds = await c.asOwner('DELETE', `/events/v1/rsvp?eventId=${id}`);
    expect(noIds.json().details.validationError.fieldViolations[0].field).toBe('rsvps');
  });

  it('refuses when full without a waiting list, NO on a YES-only event, and closed registration', async () => {
    const id = await rsvpEvent({ initialType: 'RSVP', rsvp: { limit: 1 } });
    expect((await c.asVisitor('POST', '/events/v1/rsvp', person(id, 1))).statusCode).toBe(200);
    const full = await c.asVisitor('POST', '/events/v1/rsvp', person(id, 2));
    expectAppError(full, 409, 'RSVP_FULL');
    const no = await c.asVisitor('POST', '/events/v1/rsvp', person(id, 3, { status: 'NO' }));
    expectAppError(no, 400, 'RSVP_RESPONSE_NOT_ALLOWED');
    const closed = await rsvpEvent({ initialType: 'RSVP', status: 'CLOSED_MANUALLY' });
    expectAppError(
      await c.asVisitor('POST', '/events/v1/rsvp', person(closed, 1)),
      409,
      'REGISTRATION_CLOSED',
    );
    const later = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const scheduled = await rsvpEvent({ initialType: 'RSVP', rsvp: { startDate: later } });
    expectAppError(
      await c.asVisitor('POST', '/events/v1/rsvp', person(scheduled, 1)),
      409,
      'REGISTRATION_NOT_OPEN',
    );
    vi.spyOn(t.app.clock, 'now').mockReturnValue(new Date(Date.now() + 6 * 86_400_000));
    expect((await c.asVisitor('POST', '/events/v1/rsvp', person(scheduled, 1))).statusCode).toBe(
      200,
    );
    vi.restoreAllMocks();
    const jazz = seededEventId('summer-jazz-night');
    expectAppError(
      await c.asVisitor('POST', '/events/v1/rsvp', person(jazz, 1)),
      400,
      'NOT_RSVP_EVENT',
    );
    const draft = seededEventId('autumn-market');
    expectAppError(
      await c.asVisitor('POST', '/events/v1/rsvp', person(draft, 1)),
      404,
      'EVENT_NOT_FOUND',
    );
  });

  it('validates the body and the registration form', async () => {
    const form = {
      controls: [
        {
          type: 'NAME',
          system: true,
          inputs: [{ name: 'firstName', label: 'First', mandatory: true }],
        },
        { type: 'INPUT', inputs: [{ name: 'company', label: 'Company', mandatory: true }] },
        { type: 'INPUT', inputs: [{ name: 'age', label: 'Age', type: 'NUMBER' }] },
        { type: 'RADIO', inputs: [{ name: 'meal', label: 'Meal', options: ['Fish', 'Veg'] }] },
      ],
    };
    const id = await rsvpEvent({ initialType: 'RSVP' }, { form });
    const bad = await c.asVisitor('POST', '/events/v1/rsvp', {
      ...person(id, 1),
      form: {
        inputValues: [
          { inputName: 'age', value: 'old' },
          { inputName: 'meal', value: 'Beef' },
        ],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field),
    ).toEqual(['form.inputValues.age', 'form.inputValues.company', 'form.inputValues.meal']);
    const badEnum = await c.asVisitor(
      'POST',
      '/events/v1/rsvp',
      person(id, 1, { status: 'MAYBE' }),
    );
    expect(badEnum.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'status',
      violatedRule: 'INVALID_ENUM_VALUE',
    });
    const ok = await c.asVisitor('POST', '/events/v1/rsvp', {
      ...person(id, 1),
      form: {
        inputValues: [
          { inputName: 'company', value: 'Acme' },
          { inputName: 'age', number: 30 },
        ],
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    // The refused answers recorded nothing.
    expect(await createdFor(id)).toBe(1);
  });

  it('keeps sites apart: another site can neither answer nor list our events', async () => {
    const id = await rsvpEvent({ initialType: 'RSVP' });
    const other = await createSecondSite(t.db);
    const token = await visitorToken(t.app, other.clientId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/events/v1/rsvp',
      headers: { authorization: token },
      payload: person(id, 1),
    });
    expectAppError(res, 404, 'EVENT_NOT_FOUND');
  });

  it('never admits more than the limit under concurrency, across two instances', async () => {
    const limit = 4;
    const id = await rsvpEvent({ initialType: 'RSVP', rsvp: { limit, waitlistEnabled: false } });
    const tokens = await Promise.all(
      Array.from({ length: 12 }, (_, i) => visitorToken(i % 2 ? t.app : second.app)),
    );
    const results = await Promise.all(
      tokens.map((token, i) =>
        (i % 2 ? t.app : second.app).inject({
          method: 'POST',
          url: '/events/v1/rsvp',
          headers: { authorization: token },
          payload: person(id, i),
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((s) => s === 200)).toHaveLength(limit);
    const refused = results.filter((r) => r.statusCode !== 200).map((r) => r.json());
    expect(refused.map((b) => b.details.applicationError.code)).toEqual(
      Array(12 - limit).fill('RSVP_FULL'),
    );
    const list = await c.asOwner('GET', `/events/v1/rsvp?eventId=${id}`);
    expect(list.json().total).toBe(limit);
  });
});

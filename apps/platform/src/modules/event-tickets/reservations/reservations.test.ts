import { DEMO_SITE_ID, ReservationResponse } from '@headless/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { visitorToken } from '../../../../test/build-app';
import { caller } from '../../../../test/callers';
import { expectAppError, useSecondInstance, useTestApp } from '../../../../test/harness';
import { eventsReservationLines } from '../../../db/schema/event-tickets';
import { loadReservation } from '../index';
import { codeOf, JAZZ, useTicketsKit } from '../test-kit';

const t = useTestApp();
const k = useTicketsKit(t);
const second = useSecondInstance(t, 8);
afterAll(() => {
  vi.restoreAllMocks();
});

async function heldOf(defId: string, now = new Date()): Promise<number> {
  const [row] = await t.db
    .select({ n: sql<number>`coalesce(sum(${eventsReservationLines.quantity}), 0)::int` })
    .from(eventsReservationLines)
    .where(
      and(
        eq(eventsReservationLines.ticketDefinitionId, defId),
        eq(eventsReservationLines.pending, true),
        gt(eventsReservationLines.expiresAt, now),
      ),
    );
  return Number(row?.n);
}

describe('reservations under concurrency', () => {
  it('40 simultaneous reservations through two instances hold exactly the 10 remaining', async () => {
    const defId = await k.newDefinition({ initialLimit: 10 });
    const onSecond = caller(second.app, { authorization: await visitorToken(second.app) });
    const attempts = Array.from({ length: 40 }, (_, i) =>
      k.reserve(defId, 1, i % 2 === 0 ? k.asVisitor : onSecond),
    );
    const results = await Promise.all(attempts);
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(10);
    expect(refused.map((r) => [r.statusCode, codeOf(r)])).toEqual(
      Array.from({ length: 30 }, () => [400, 'TICKET_SOLD_OUT']),
    );
    expect(await heldOf(defId)).toBe(10);
    const last = ReservationResponse.parse(ok[0]!.json());
    expect(last.reservationStatus).toBe('RESERVATION_PENDING');
  });

  it('never splits a multi-ticket request: 7 parallel requests of 3 against 10 sell 9', async () => {
    const defId = await k.newDefinition({ initialLimit: 10 });
    const results = await Promise.all(Array.from({ length: 7 }, () => k.reserve(defId, 3)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => codeOf(r) === 'NOT_ENOUGH_TICKETS_LEFT')).toHaveLength(4);
    expect(await heldOf(defId)).toBe(9);
  });
});

describe('a refused reservation', () => {
  it('names the definition the database found short, and holds nothing of any', async () => {
    const roomy = await k.newDefinition({ initialLimit: 10 });
    const scarce = await k.newDefinition({ initialLimit: 2 });
    const res = await k.asVisitor('POST', '/events/v1/checkout/reservations', {
      eventId: JAZZ,
      ticketQuantities: [
        { ticketDefinitionId: roomy, quantity: 3 },
        { ticketDefinitionId: scarce, quantity: 3 },
      ],
    });
    expectAppError(res, 400, 'NOT_ENOUGH_TICKETS_LEFT');
    expect(res.json().details.applicationError.data).toEqual({
      ticketDefinitionId: scarce,
      requested: 3,
      remaining: 2,
    });
    expect([await heldOf(roomy), await heldOf(scarce)]).toEqual([0, 0]);
  });

  it('fits nothing when a definition was deleted since it was read, and writes nothing', async () => {
    const kept = await k.newDefinition({ initialLimit: 10 });
    const gone = '00000000-0000-4000-8000-00000000d0e1';
    const id = '00000000-0000-4000-8000-00000000d0e2';
    const line = (def: string, position: number) => ({
      def,
      position,
      name: 'T',
      quantity: 1,
      price: 1000,
      fee: 0,
      details: [],
    });
    const now = new Date();
    const result = await t.db.execute<{ definition_id: string; ok: boolean }>(sql`
      SELECT * FROM events_reserve(${id}, ${DEMO_SITE_ID}, ${JAZZ}, 'USD', 'ANONYMOUS_VISITOR',
        ${id}, ${now}, ${new Date(now.getTime() + 60_000)},
        ${JSON.stringify([line(kept, 0), line(gone, 1)])}::jsonb)`);
    // The platform reads the missing row as "not found" (reserve.ts); the kept one stays free.
    expect(result.rows.map((r) => [r.definition_id, r.ok])).toEqual([[kept, false]]);
    expect(await heldOf(kept)).toBe(0);
  });
});

describe('reservation expiry (controlled clock)', () => {
  it('frees its tickets the moment it expires, with no job, and cannot be checked out', async () => {
    // Reservations end on whole seconds (holds share a row per second): start on one.
    const start = new Date(Math.ceil(Date.now() / 1000) * 1000);
    const clock = vi.spyOn(t.app.clock, 'now').mockReturnValue(start);
    const defId = await k.newDefinition({ initialLimit: 4 });
    const first = await k.reserve(defId, 4);
    expect(first.statusCode, first.body).toBe(200);
    const body = ReservationResponse.parse(first.json());
    expect(new Date(body.expires).getTime()).toBe(start.getTime() + 20 * 60_000);
    expectAppError(await k.reserve(defId, 1), 400, 'TICKET_SOLD_OUT');

    clock.mockReturnValue(new Date(start.getTime() + 20 * 60_000 - 1));
    expectAppError(await k.reserve(defId, 1), 400, 'TICKET_SOLD_OUT');

    const later = new Date(start.getTime() + 20 * 60_000);
    clock.mockReturnValue(later);
    const again = await k.reserve(defId, 4);
    expect(again.statusCode, again.body).toBe(200);
    const expired = await loadReservation(t.db, DEMO_SITE_ID, body.id, later);
    expect(expired?.status).toBe('RESERVATION_EXPIRED');
    const late = await k.checkout(body.id);
    expectAppError(late, 400, 'RESERVATION_EXPIRED');
    clock.mockRestore();
  });

  it('releases a canceled reservation at once; a used one cannot be canceled or reused', async () => {
    const defId = await k.newDefinition({ initialLimit: 2 });
    const id = await k.reservationId(defId, 2);
    const cancel = await k.asVisitor(
      'DELETE',
      `/events/v1/checkout/reservations/${id}?id=${id}&eventId=${JAZZ}`,
    );
    expect([cancel.statusCode, cancel.json()]).toEqual([200, {}]);
    expect((await loadReservation(t.db, DEMO_SITE_ID, id, t.app.clock.now()))?.status).toBe(
      'RESERVATION_CANCELED',
    );
    const used = await k.reservationId(defId, 2);
    expect((await k.checkout(used)).statusCode).toBe(200);
    const twice = await k.checkout(used);
    expectAppError(twice, 400, 'RESERVATION_ALREADY_USED');
    const cancelUsed = await k.asVisitor(
      'DELETE',
      `/events/v1/checkout/reservations/${used}?eventId=${JAZZ}`,
    );
    expectAppError(cancelUsed, 400, 'RESERVATION_ALREADY_USED');
  });

  it('two simultaneous checkouts of one reservation make one order', async () => {
    const defId = await k.newDefinition({ initialLimit: 5 });
    const id = await k.reservationId(defId, 2);
    const [a, b] = await Promise.all([k.checkout(id), k.checkout(id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect([codeOf(a), codeOf(b)]).toContain('RESERVATION_ALREADY_USED');
  });
});

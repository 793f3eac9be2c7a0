import { DEMO_SITE_ID } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError, useTestApp } from '../../test/harness';
import { loadReservation } from '../modules/event-tickets';
import { useTicketsKit } from '../modules/event-tickets/test-kit';
import { runCli } from './test-cli';

const t = useTestApp();
const k = useTicketsKit(t);

const cli = (...argv: string[]) => runCli(t.db, ...argv);

describe('reservations expire', () => {
  it('ends the hold at once: the tickets are free again and the reservation cannot be bought', async () => {
    const defId = await k.newDefinition({ initialLimit: 3 });
    const id = await k.reservationId(defId, 3);
    expectAppError(await k.reserve(defId, 1), 400, 'TICKET_SOLD_OUT');

    const expired = await cli('reservations', 'expire', id);
    expect(expired).toMatchObject({ code: 0, out: expect.stringContaining('has expired') });
    expect((await loadReservation(t.db, DEMO_SITE_ID, id, t.app.clock.now()))?.status).toBe(
      'RESERVATION_EXPIRED',
    );
    const late = await k.checkout(id);
    expectAppError(late, 400, 'RESERVATION_EXPIRED');
    const others = await k.reserve(defId, 3);
    expect(others.statusCode, others.body).toBe(200);
    // The others' fresh hold is untouched by a second expire of the old one.
    expect(await cli('reservations', 'expire', id)).toMatchObject({
      code: 0,
      out: expect.stringContaining('no longer pending'),
    });
    expectAppError(await k.reserve(defId, 1), 400, 'TICKET_SOLD_OUT');
  });

  it('leaves a checked-out reservation alone', async () => {
    const defId = await k.newDefinition({ initialLimit: 2 });
    const id = await k.reservationId(defId, 1);
    expect((await k.checkout(id)).statusCode).toBe(200);
    expect((await cli('reservations', 'expire', id)).out).toContain('no longer pending');
    expect((await loadReservation(t.db, DEMO_SITE_ID, id, t.app.clock.now()))?.status).toBe(
      'RESERVATION_CONFIRMED',
    );
  });

  it('refuses a missing or unknown reservation id', async () => {
    expect(await cli('reservations', 'expire')).toMatchObject({
      code: 1,
      err: expect.stringContaining('reservations expire <reservation id>'),
    });
    const unknown = await cli('reservations', 'expire', '00000000-0000-4000-8000-000000000000');
    expect(unknown).toMatchObject({ code: 1, err: expect.stringContaining('No reservation') });
    expect((await cli('reservations', 'expire', 'nope')).code).toBe(1);
    expect((await cli('help')).out).toContain('reservations expire <id>');
  });
});

import { expireReservationNow } from '../../modules/event-tickets';
import { UsageError, type CommandContext } from '../types';

/**
 * `reservations expire <id>`: a ticket reservation's hold ends now, as if its 5 to 30 minutes had
 * run out, so the expired checkout page can be tried without waiting.
 */
export async function reservationsExpire({ db, io, clock, args }: CommandContext): Promise<void> {
  const id = args[0];
  if (!id) throw new UsageError('Say which reservation: `reservations expire <reservation id>`.');
  const outcome = await expireReservationNow(db, id, clock.now());
  if (outcome === 'not-found') throw new UsageError(`No reservation ${id}.`);
  io.out(
    outcome === 'expired'
      ? `Reservation ${id} has expired: its tickets are free again.`
      : `Reservation ${id} was no longer pending (checked out, canceled or expired): nothing changed.`,
  );
}

import { EventTicketsErrorCode as Code } from '@headless/contract';
import type { Db } from '../../db/client';
import { invalid } from '../../kernel/errors';
import { isAdmin } from '../../http/auth-context';
import { eventNotFound, lockEvent, type EventRow } from '../events';
import type { CallerIdentity } from '../../kernel/caller';

export type { EventRow };

export const isOwner = (identity: CallerIdentity) => isAdmin(identity);

export { eventNotFound };

/** Drafts exist only for the owner: to anyone else they are not found. */
export const hiddenDraft = (event: EventRow, identity?: CallerIdentity) =>
  event.state === 'DRAFT' && !(identity && isOwner(identity));

/** The site's event; drafts exist only for the owner. */
export async function findEvent(
  db: Db,
  siteId: string,
  eventId: string,
  identity?: CallerIdentity,
): Promise<EventRow> {
  const row = await lockEvent(db, siteId, eventId);
  if (hiddenDraft(row, identity)) throw eventNotFound(eventId);
  return row;
}

/** Tickets sell while a published ticketed event has not ended and registration is not closed. */
export function assertOpenForTickets(event: EventRow, now: Date): void {
  const reason =
    event.registrationType !== 'TICKETING'
      ? 'does not sell tickets'
      : event.state !== 'PUBLISHED'
        ? 'is not published'
        : event.endDate <= now
          ? 'has ended'
          : event.registrationStatus === 'CLOSED_MANUALLY'
            ? 'has closed registration'
            : undefined;
  if (reason)
    throw invalid(Code.registrationClosed, `Event ${event.id} ${reason}`, { eventId: event.id });
}

export function reservationMinutes(event: EventRow): number {
  return event.details.ticketing?.reservationDurationInMinutes ?? 20;
}

export function ticketLimitPerOrder(event: EventRow): number {
  return event.details.ticketing?.ticketLimitPerOrder ?? 20;
}

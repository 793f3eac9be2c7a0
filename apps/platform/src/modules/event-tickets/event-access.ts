import { EventTicketsErrorCode as Code } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventsEvents } from '../../db/schema/events';
import { invalid, notFound } from '../../kernel/errors';
import { isAdmin, type AuthContext } from '../../http/auth-context';
import { isUuid } from '../../kernel/ids';

export type EventRow = typeof eventsEvents.$inferSelect;
type Identity = AuthContext['identity'];

export const isOwner = (identity: Identity) => isAdmin(identity);

export const eventNotFound = (eventId: string) =>
  notFound(Code.eventNotFound, `Event ${eventId} not found`, { eventId });

/** The site's event; drafts exist only for the owner. */
export async function findEvent(
  db: Db,
  siteId: string,
  eventId: string,
  identity?: Identity,
): Promise<EventRow> {
  if (!isUuid(eventId)) throw eventNotFound(eventId);
  const [row] = await db
    .select()
    .from(eventsEvents)
    .where(and(eq(eventsEvents.siteId, siteId), eq(eventsEvents.id, eventId)));
  if (!row || (row.state === 'DRAFT' && !(identity && isOwner(identity))))
    throw eventNotFound(eventId);
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

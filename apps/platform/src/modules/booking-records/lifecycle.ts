import {
  BookingErrorCode,
  type BookingStatus,
  type ParticipantNotification,
} from '@headless/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingsBookings as b } from '../../db/schema/booking-records';
import type { Caller } from '../../kernel/caller';
import { conflict, notFound } from '../../kernel/errors';
import { recordEvent, type BookingSlug } from './outbox';
import { assertBookable, lockService, slotAt } from './slot-lock';
import type { BookingRow } from './to-wire';
import type { ServiceRow } from '../availability';

type Change = Partial<typeof b.$inferInsert>;
/** What a change sets, given the locked booking, its service and the time. */
export type Plan = (row: BookingRow, tx: Db, service: ServiceRow, now: Date) => Promise<Change>;
/** A booking to change, and who changes it when (the caller: its identity goes in the event). */
export interface Ref extends Caller {
  bookingId: string;
  /** When given, the change is refused unless the booking is still at this revision. */
  revision?: number;
  /** Kept in the change's outbox event, for the webhooks that tell the participants. */
  participantNotification?: ParticipantNotification;
}

/** From which statuses each status change is allowed. */
const FROM: Record<'CONFIRMED' | 'DECLINED' | 'CANCELED', BookingStatus[]> = {
  CONFIRMED: ['CREATED', 'PENDING', 'WAITING_LIST'],
  DECLINED: ['CREATED', 'PENDING', 'WAITING_LIST'],
  CANCELED: ['CREATED', 'CONFIRMED', 'PENDING', 'WAITING_LIST'],
};
const HOLDS = new Set<BookingStatus>(['CREATED', 'CONFIRMED', 'PENDING']);

/**
 * One change of one booking in a transaction: lock its service (so capacity checks stay
 * serialised with checkouts), then the row; apply; record the event.
 */
export async function change(
  db: Db,
  ref: Ref,
  event: BookingSlug | ((updated: BookingRow) => BookingSlug),
  plan: Plan,
): Promise<BookingRow> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ serviceId: b.serviceId })
      .from(b)
      .where(and(eq(b.id, ref.bookingId), eq(b.siteId, ref.siteId)));
    if (!found)
      throw notFound(BookingErrorCode.bookingNotFound, `Booking not found: ${ref.bookingId}`);
    const service = await lockService(tx, ref.siteId, found.serviceId);
    const [row] = await tx.select().from(b).where(eq(b.id, ref.bookingId)).for('update');
    if (ref.revision !== undefined && ref.revision !== row!.revision)
      throw conflict(BookingErrorCode.revisionMismatch, 'The booking changed since you read it', {
        revision: String(row!.revision),
      });
    const set = await plan(row!, tx, service, ref.now);
    const [updated] = await tx
      .update(b)
      .set({ ...set, revision: row!.revision + 1, updatedAt: sql`now()` })
      .where(eq(b.id, row!.id))
      .returning();
    const named = { name: service.name, scheduleId: service.scheduleId, type: service.type };
    const notice = ref.participantNotification;
    const extra = notice ? { participantNotification: notice } : {};
    const slug = typeof event === 'function' ? event(updated!) : event;
    await recordEvent(tx, ref, slug, updated!, named, extra);
    return updated!;
  });
}

export function transition(to: keyof typeof FROM): Plan {
  return async (row, _tx, _service, now) => {
    if (!FROM[to].includes(row.status))
      throw conflict(
        BookingErrorCode.invalidTransition,
        `A ${row.status} booking cannot become ${to}`,
        {
          status: row.status,
        },
      );
    return {
      status: to,
      ...(to === 'CANCELED' ? { canceledAt: now } : {}),
    };
  };
}

export const confirmBooking = (db: Db, ref: Ref) =>
  change(db, ref, 'confirmed', transition('CONFIRMED'));
export const declineBooking = (db: Db, ref: Ref) =>
  change(db, ref, 'declined', transition('DECLINED'));
export const cancelBooking = (db: Db, ref: Ref) =>
  change(db, ref, 'canceled', transition('CANCELED'));

/** Moves the booking to another slot of its service; the old times stay as previous*. */
export const rescheduleBooking = (db: Db, ref: Ref, start: Date) =>
  change(db, ref, 'rescheduled', reschedulePlan(start));

export const reschedulePlan =
  (start: Date): Plan =>
  async (row, tx, service, now) => {
    if (!HOLDS.has(row.status))
      throw conflict(
        BookingErrorCode.invalidTransition,
        `A ${row.status} booking cannot be rescheduled`,
      );
    const entry = await slotAt(tx, service, start, now);
    assertBookable(entry, row.participants);
    return {
      previousStartDate: row.startDate,
      previousEndDate: row.endDate,
      startDate: start,
      endDate: new Date(entry.slot.endDate),
      sessionId: entry.slot.sessionId ?? null,
    };
  };

/** More participants need that many open spots in the same slot. */
export const setParticipants = (db: Db, ref: Ref, participants: number) =>
  change(db, ref, 'number_of_participants_updated', async (row, tx, service, now) => {
    if (participants > row.participants && HOLDS.has(row.status)) {
      const entry = await slotAt(tx, service, row.startDate, now);
      assertBookable(entry, participants - row.participants, { policy: false });
    }
    return { participants };
  });

export const updateContactDetails = (
  db: Db,
  ref: Ref,
  contactDetails: BookingRow['contactDetails'],
) => change(db, ref, 'updated', async () => ({ contactDetails }));

/** The booking's slot now takes place at another location of its service (or none: null). */
export const relocateBooking = (db: Db, ref: Ref, locationId: string | null) =>
  change(db, ref, 'updated', async () => ({ locationId }));

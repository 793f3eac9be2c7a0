import type { ContactDetails } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingsBookings as b } from '../../db/schema/booking-records';
import { recordEvent } from './outbox';
import { assertBookable, lockServiceFor, slotAt } from './slot-lock';
import type { BookingRow } from './to-wire';
import type { Caller } from '../../kernel/caller';

/** A booking to make, and who books it when (the caller: the booking is theirs, its events too). */
export interface NewBooking extends Caller {
  serviceId: string;
  start: Date;
  participants: number;
  contactDetails: ContactDetails;
  timeZone: string;
  /** The checkout it comes from: booking it again returns the first booking (idempotent). */
  redirectSessionId?: string;
  /** The hosted checkout took the payment of a paid service (its test payment succeeded). */
  paid?: boolean;
  /**
   * Create Booking's default (Bookings v2): the booking stays CREATED with payment UNDEFINED,
   * holding its place, until a checkout or a confirmation moves it on.
   */
  asCreated?: boolean;
  /** The multi-service booking (package) it is made as a part of. */
  multiServiceBookingId?: string;
}

export interface Booked {
  booking: BookingRow;
  /** False when this call found the booking an earlier submit of the same checkout made. */
  created: boolean;
}

/**
 * Books a slot in one transaction: lock the service (one the booker may see), re-check the slot
 * and its spots, insert, then confirm unless the service requires approval; each step leaves an
 * outbox event.
 */
export async function createBooking(db: Db, input: NewBooking): Promise<Booked> {
  return db.transaction(async (tx) => {
    const service = await lockServiceFor(tx, input, input.serviceId);
    if (input.redirectSessionId) {
      const [existing] = await tx
        .select()
        .from(b)
        .where(and(eq(b.siteId, input.siteId), eq(b.redirectSessionId, input.redirectSessionId)));
      if (existing) return { booking: existing, created: false };
    }
    const entry = await slotAt(tx, service, input.start, input.now);
    assertBookable(entry, input.participants);
    const approval = service.details.requireManualApproval === true;
    const free = service.rateType === 'NO_FEE' || !service.priceMinor;
    const [inserted] = await tx
      .insert(b)
      .values({
        siteId: input.siteId,
        serviceId: service.id,
        sessionId: entry.slot.sessionId ?? null,
        locationId: service.details.locations?.[0]?.id ?? null,
        startDate: input.start,
        endDate: new Date(entry.slot.endDate),
        timeZone: input.timeZone,
        status: approval && !input.asCreated ? 'PENDING' : 'CREATED',
        paymentStatus: input.asCreated
          ? 'UNDEFINED'
          : free
            ? 'EXEMPT'
            : input.paid
              ? 'PAID'
              : 'NOT_PAID',
        participants: input.participants,
        contactDetails: input.contactDetails,
        createdByType: input.identity.type,
        createdById: input.identity.id,
        redirectSessionId: input.redirectSessionId ?? null,
        multiServiceBookingId: input.multiServiceBookingId ?? null,
      })
      .returning();
    const named = { name: service.name, scheduleId: service.scheduleId, type: service.type };
    await recordEvent(tx, input, 'created', inserted!, named);
    if (approval || input.asCreated) return { booking: inserted!, created: true };
    const [confirmed] = await tx
      .update(b)
      .set({ status: 'CONFIRMED', revision: inserted!.revision + 1 })
      .where(eq(b.id, inserted!.id))
      .returning();
    await recordEvent(tx, input, 'confirmed', confirmed!, named);
    return { booking: confirmed!, created: true };
  });
}

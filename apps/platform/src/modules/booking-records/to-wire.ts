import type { Booking } from '@headless/contract';
import type { bookingsBookings } from '../../db/schema/booking-records';
import { wireDates } from '../../kernel/wire-dates';

export type BookingRow = typeof bookingsBookings.$inferSelect;
export interface BookedService {
  name: string;
  scheduleId: string;
  /** A course's booking books its schedule; the others a slot. */
  type?: 'APPOINTMENT' | 'CLASS' | 'COURSE';
}

const iso = (d: Date | null) => (d ? d.toISOString() : undefined);

function createdBy(row: BookingRow): Booking['createdBy'] {
  switch (row.createdByType) {
    case 'MEMBER':
      return { memberId: row.createdById };
    case 'WIX_USER':
      return { wixUserId: row.createdById };
    case 'APP':
      return { appId: row.createdById };
    default:
      return { anonymousVisitorId: row.createdById };
  }
}

/** Free: none; paid in the hosted checkout: online; else paid at the place (offline). */
function paymentOptionOf(status: BookingRow['paymentStatus']): Booking['selectedPaymentOption'] {
  if (status === 'EXEMPT') return 'UNDEFINED';
  return status === 'PAID' ? 'ONLINE' : 'OFFLINE';
}

/** A course's schedule, first session to last; any other booking's slot. */
function bookedEntity(row: BookingRow, service: BookedService) {
  if (service.type === 'COURSE')
    return {
      schedule: {
        scheduleId: service.scheduleId,
        serviceId: row.serviceId,
        timezone: row.timeZone,
        firstSessionStart: row.startDate.toISOString(),
        lastSessionEnd: row.endDate.toISOString(),
      },
    };
  return {
    slot: {
      ...(row.sessionId ? { sessionId: row.sessionId } : {}),
      serviceId: row.serviceId,
      scheduleId: service.scheduleId,
      startDate: row.startDate.toISOString(),
      endDate: row.endDate.toISOString(),
      timezone: row.timeZone,
      ...(row.locationId ? { location: { id: row.locationId } } : {}),
    },
  };
}

/** A stored booking as the wire's Booking (bookings v2). */
export function bookingToWire(row: BookingRow, service: BookedService): Booking {
  const previousStart = iso(row.previousStartDate);
  const previousEnd = iso(row.previousEndDate);
  const canceled = iso(row.canceledAt);
  return {
    id: row.id,
    bookedEntity: { title: service.name, ...bookedEntity(row, service) },
    contactDetails: row.contactDetails,
    status: row.status,
    paymentStatus: row.paymentStatus,
    selectedPaymentOption: paymentOptionOf(row.paymentStatus),
    totalParticipants: row.participants,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    ...(previousStart ? { previousStartDate: previousStart } : {}),
    ...(previousEnd ? { previousEndDate: previousEnd } : {}),
    ...wireDates(row),
    ...(canceled ? { canceledDate: canceled } : {}),
    bookingSource: {
      platform: 'WEB',
      actor:
        row.createdByType === 'WIX_USER' || row.createdByType === 'APP' ? 'BUSINESS' : 'CUSTOMER',
    },
    createdBy: createdBy(row),
    revision: String(row.revision),
    ...(row.doubleBooked ? { doubleBooked: true } : {}),
    ...(row.multiServiceBookingId
      ? { multiServiceBookingInfo: { id: row.multiServiceBookingId, type: 'SEQUENTIAL_BOOKINGS' } }
      : {}),
  };
}

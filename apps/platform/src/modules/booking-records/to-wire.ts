import type { Booking } from '@headless/contract';
import type { bookingsBookings } from '../../db/schema/booking-records';
import { wireDates } from '../../kernel/wire-dates';

export type BookingRow = typeof bookingsBookings.$inferSelect;
export interface BookedService {
  name: string;
  scheduleId: string;
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

/** A stored booking as the wire's Booking (bookings v2). */
export function bookingToWire(row: BookingRow, service: BookedService): Booking {
  const previousStart = iso(row.previousStartDate);
  const previousEnd = iso(row.previousEndDate);
  const canceled = iso(row.canceledAt);
  return {
    id: row.id,
    bookedEntity: {
      title: service.name,
      slot: {
        ...(row.sessionId ? { sessionId: row.sessionId } : {}),
        serviceId: row.serviceId,
        scheduleId: service.scheduleId,
        startDate: row.startDate.toISOString(),
        endDate: row.endDate.toISOString(),
        timezone: row.timeZone,
        ...(row.locationId ? { location: { id: row.locationId } } : {}),
      },
    },
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
  };
}

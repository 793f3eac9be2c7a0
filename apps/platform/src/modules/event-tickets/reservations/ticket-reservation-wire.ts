import type { TicketLineItem, TicketReservationEntity } from '@headless/contract';
import { toDecimal } from '../../../kernel/money';
import { reservationStatusOf, type ReservationRow, type ReservedLine } from './reservation-wire';

/**
 * A reservation on the Ticket Reservations wire (the successor of Orders V1's reservations,
 * docs/protocol.md §2.6): the same row and lines as `reservationToWire` reads, named the new way;
 * `owner` when the site's owner reads it.
 */
export function ticketReservationToWire(
  row: ReservationRow,
  lines: ReservedLine[],
  now: Date,
  owner: boolean,
): TicketReservationEntity {
  const status = reservationStatusOf(row, now).replace(/^RESERVATION_/, '');
  const pending = status === 'PENDING';
  return {
    id: row.id,
    // The row keeps no counter: it changes once, when it stops being pending.
    revision: row.status === 'RESERVATION_PENDING' ? '1' : '2',
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
    ...(pending ? { expirationDate: row.expiresAt.toISOString() } : {}),
    status: status as TicketReservationEntity['status'],
    ...(row.ownerType === 'MEMBER' ? { memberId: row.ownerId } : {}),
    ...(row.ownerType === 'ANONYMOUS_VISITOR' ? { visitorId: row.ownerId } : {}),
    tickets: lines.map((line) => lineToWire(row, line)),
    // Private tags are the owner's to read; the others, anyone's who reads the reservation.
    tags: {
      ...(owner ? { privateTags: { tagIds: row.privateTagIds } } : {}),
      tags: { tagIds: row.tagIds },
    },
  };
}

function lineToWire(row: ReservationRow, line: ReservedLine): TicketLineItem {
  const money = (minor: number) => ({
    value: toDecimal(minor, row.currency),
    currency: row.currency,
  });
  return {
    ticketLineItemId: line.id ?? '',
    eventId: row.eventId,
    ticketDefinitionId: line.def.id,
    quantity: line.quantity,
    ...(line.def.pricingType === 'DONATION'
      ? { ticketInfo: { guestPrice: toDecimal(line.priceMinor, row.currency) } }
      : {}),
    ...(line.def.policy ? { policy: line.def.policy } : {}),
    ticketName: line.def.name,
    price: money(line.priceMinor),
    subTotal: money(line.priceMinor * line.quantity),
  };
}

import type { ReservationResponse, ReservationStatus } from '@headless/contract';
import type { eventsReservations } from '../../../db/schema/event-tickets';
import { definitionToWire } from '../definitions/definition-wire';
import { buildInvoice, type PricedLine } from '../checkout/invoice';
import type { DefinitionRow } from '../rules';

export type ReservationRow = typeof eventsReservations.$inferSelect;

export interface ReservedLine {
  /** The line's row id, once it is written (Ticket Reservations' `ticketLineItemId`). */
  id?: string;
  def: DefinitionRow;
  quantity: number;
  priceMinor: number;
  feeMinor: number;
  ticketDetails: Record<string, unknown>[];
}

/** A pending reservation past `expires_at` is EXPIRED when read; nothing has to run first. */
export function reservationStatusOf(row: ReservationRow, now: Date): ReservationStatus {
  return row.status === 'RESERVATION_PENDING' && row.expiresAt <= now
    ? 'RESERVATION_EXPIRED'
    : row.status;
}

export function pricedLines(lines: ReservedLine[]): PricedLine[] {
  return lines.map((l) => ({
    definitionId: l.def.id,
    name: l.def.name,
    quantity: l.quantity,
    priceMinor: l.priceMinor,
    feeMinor: l.feeMinor,
    feeType: l.def.feeType,
  }));
}

export function reservationsToWire(lines: ReservedLine[], held: Map<string, number>, now: Date) {
  return lines.map((l) => ({
    quantity: l.quantity,
    ticket: definitionToWire(l.def, held.get(l.def.id) ?? 0, now),
    ticketDetails: l.ticketDetails,
  }));
}

export function reservationToWire(
  row: ReservationRow,
  lines: ReservedLine[],
  held: Map<string, number>,
  now: Date,
  discountMinor = 0,
): ReservationResponse {
  return {
    id: row.id,
    expires: row.expiresAt.toISOString(),
    reservations: reservationsToWire(lines, held, now),
    invoice: buildInvoice(pricedLines(lines), row.currency, discountMinor),
    reservationStatus: reservationStatusOf(row, now),
  };
}

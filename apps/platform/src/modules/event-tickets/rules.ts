import type { EventsMoney, TicketSaleStatus } from '@headless/contract';
import type { eventsTicketDefinitions } from '../../db/schema/event-tickets';
import { toFixedDecimal } from '../../kernel/money';

export type DefinitionRow = typeof eventsTicketDefinitions.$inferSelect;

/** The service fee on paid tickets: 2.5 %, in tenths of a percent so the arithmetic stays integer. */
const FEE_PER_MILLE = 25;

/**
 * Events money on the wire: `{amount:"10.00", currency}` (docs/protocol.md §3.6); `value` mirrors
 * it.
 */
export function eventsMoney(minor: number, currency: string): EventsMoney {
  const amount = toFixedDecimal(minor, currency);
  return { amount, currency, value: amount };
}

/** The fee on one ticket at this unit price, half away from zero. */
export function feeOf(feeType: DefinitionRow['feeType'], unitMinor: number): number {
  if (feeType === 'NO_FEE' || unitMinor === 0) return 0;
  return Math.round((unitMinor * FEE_PER_MILLE) / 1000);
}

/** Only FEE_ADDED_AT_CHECKOUT charges the buyer more; FEE_INCLUDED comes out of the price. */
export function addedFeeOf(feeType: DefinitionRow['feeType'], unitMinor: number): number {
  return feeType === 'FEE_ADDED_AT_CHECKOUT' ? feeOf(feeType, unitMinor) : 0;
}

/** The sale period read against the clock: no job flips the status. */
export function saleStatusOf(
  def: Pick<DefinitionRow, 'saleStart' | 'saleEnd'>,
  now: Date,
): TicketSaleStatus {
  if (def.saleStart && def.saleStart > now) return 'SALE_SCHEDULED';
  if (def.saleEnd && def.saleEnd <= now) return 'SALE_ENDED';
  return 'SALE_STARTED';
}

/** Tickets left to reserve; undefined when the definition has no capacity limit. */
export function remainingOf(def: DefinitionRow, held: number): number | undefined {
  return def.capacity === null ? undefined : Math.max(0, def.capacity - def.sold - held);
}

export const isFree = (def: DefinitionRow) =>
  def.pricingType === 'STANDARD' && def.priceMinor === 0;

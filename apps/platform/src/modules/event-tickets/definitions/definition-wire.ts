import type { TicketDefinition, TicketDefinitionState } from '@headless/contract';
import { eventsMoney, isFree, remainingOf, saleStatusOf, type DefinitionRow } from '../rules';
import { wireDates } from '../../../kernel/wire-dates';

export function definitionStates(def: DefinitionRow): TicketDefinitionState[] {
  return [def.hidden ? 'HIDDEN' : 'VISIBLE', isFree(def) ? 'FREE' : 'PAID'];
}

function salePeriod(def: DefinitionRow): TicketDefinition['salePeriod'] {
  if (!def.saleStart && !def.saleEnd) return undefined;
  return {
    ...(def.saleStart ? { startDate: def.saleStart.toISOString() } : {}),
    ...(def.saleEnd ? { endDate: def.saleEnd.toISOString() } : {}),
    hideNotOnSale: def.hideNotOnSale,
  };
}

function pricing(def: DefinitionRow): TicketDefinition['pricing'] {
  const money = (minor: number) => eventsMoney(minor, def.currency);
  if (def.pricingType === 'DONATION')
    return { pricingType: 'DONATION', minPrice: money(def.minPriceMinor ?? 0) };
  return { pricingType: 'STANDARD', fixedPrice: money(def.priceMinor) };
}

/** v1 `TicketDefinition` (docs/protocol.md §3.6); `held` counts pending, unexpired reservations. */
export function definitionToWire(def: DefinitionRow, held: number, now: Date): TicketDefinition {
  const remaining = remainingOf(def, held);
  return {
    id: def.id,
    eventId: def.eventId,
    name: def.name,
    ...(def.description ? { description: def.description } : {}),
    free: isFree(def),
    limitPerCheckout: def.limitPerCheckout,
    orderIndex: def.orderIndex,
    ...(def.policy ? { policy: def.policy } : {}),
    price: eventsMoney(def.priceMinor, def.currency),
    pricing: pricing(def),
    wixFeeConfig: { type: def.feeType },
    salePeriod: salePeriod(def),
    saleStatus: saleStatusOf(def, now),
    state: definitionStates(def),
    soldOut: remaining === 0,
    dashboard: {
      hidden: def.hidden,
      sold: def.sold > 0,
      limited: def.capacity !== null,
      ...(def.capacity !== null ? { quantity: def.capacity, unsold: remaining } : {}),
      ticketsSold: def.sold,
      ticketsReserved: held,
    },
    ...wireDates(def),
  };
}

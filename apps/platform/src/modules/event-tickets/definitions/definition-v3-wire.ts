import type { TicketDefinitionFieldset, TicketDefinitionV3, ValueMoney } from '@headless/contract';
import { toFixedDecimal } from '../../../kernel/money';
import type { EventRow } from '../event-access';
import { isFree, remainingOf, saleStatusOf, type DefinitionRow } from '../rules';
import { wireDates } from '../../../kernel/wire-dates';

const money = (minor: number, currency: string): ValueMoney => ({
  value: toFixedDecimal(minor, currency),
  currency,
});

/** The row's last write, in milliseconds: it changes on every update (optimistic concurrency). */
export const revisionOf = (def: DefinitionRow) => String(def.updatedAt.getTime());

function pricingMethod(def: DefinitionRow): TicketDefinitionV3['pricingMethod'] {
  if (def.pricingType === 'DONATION')
    return {
      guestPrice: money(def.priceMinor, def.currency),
      minPrice: money(def.minPriceMinor ?? 0, def.currency),
    };
  if (isFree(def)) return { free: true };
  return { fixedPrice: money(def.priceMinor, def.currency) };
}

function salePeriod(def: DefinitionRow): TicketDefinitionV3['salePeriod'] {
  if (!def.saleStart && !def.saleEnd) return undefined;
  return {
    ...(def.saleStart ? { startDate: def.saleStart.toISOString() } : {}),
    ...(def.saleEnd ? { endDate: def.saleEnd.toISOString() } : {}),
    displayNotOnSale: !def.hideNotOnSale,
  };
}

export interface V3Context {
  held: Map<string, number>;
  events: Map<string, EventRow>;
  fields: readonly TicketDefinitionFieldset[];
  now: Date;
}

/** Ticket definitions v3 (`ticketDefinitionsV2`); `fields` add sales and event details. */
export function definitionToV3(def: DefinitionRow, ctx: V3Context): TicketDefinitionV3 {
  const held = ctx.held.get(def.id) ?? 0;
  const remaining = remainingOf(def, held);
  const event = ctx.events.get(def.eventId);
  return {
    id: def.id,
    revision: revisionOf(def),
    ...wireDates(def),
    eventId: def.eventId,
    name: def.name,
    ...(def.description ? { description: def.description } : {}),
    ...(def.policy ? { policyText: def.policy } : {}),
    pricingMethod: pricingMethod(def),
    feeType: def.feeType,
    limitPerCheckout: def.limitPerCheckout,
    ...(def.capacity !== null ? { initialLimit: def.capacity, actualLimit: remaining } : {}),
    hidden: def.hidden,
    salePeriod: salePeriod(def),
    saleStatus: saleStatusOf(def, ctx.now),
    soldOut: remaining === 0,
    ...(ctx.fields.includes('SALES_DETAILS')
      ? { salesDetails: { unsoldCount: remaining, soldCount: def.sold, reservedCount: held } }
      : {}),
    ...(ctx.fields.includes('EVENT_DETAILS') && event
      ? {
          eventDetails: {
            title: event.title,
            slug: event.slug,
            startDate: event.startDate.toISOString(),
            endDate: event.endDate.toISOString(),
            timeZoneId: event.timeZoneId,
          },
        }
      : {}),
  };
}

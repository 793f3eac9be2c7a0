import type {
  PricingMethod,
  TicketDefinitionDataV1,
  TicketDefinitionInput,
  UpdateTicketDefinitionV1Request,
} from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { siteRecordFinder } from '../../../db/reads';
import { eventsTicketDefinitions as d } from '../../../db/schema/event-tickets';
import type { Caller } from '../../../kernel/caller';
import { findEvent } from '../event-access';
import { ticketNotFound } from '../reservations/reserve-checks';
import { getDefinitionV1 } from './definitions-v1';
import { createDefinition, deleteDefinition, updateDefinition } from './definitions-v3';

/**
 * Ticket definitions v1's create, update and delete: v3's (definitions-v3.ts: one store, one
 * set of rules) with the request read the v1 way and the answer given on v1's wire.
 */

type V1Money = { value?: string | undefined; currency?: string | undefined };
const money = (m: V1Money, currency: string) => ({
  value: m.value ?? '0',
  currency: m.currency ?? currency,
});

/** v1 prices: a donation's floor, a fixed price, or 0 (free). */
function pricingOf(data: TicketDefinitionDataV1, currency: string): PricingMethod | undefined {
  const { pricing, price } = data;
  if (pricing?.pricingType === 'DONATION' || pricing?.minPrice)
    return { minPrice: money(pricing?.minPrice ?? {}, currency) };
  const fixed = pricing?.fixedPrice ?? price;
  if (!fixed) return undefined;
  return Number(fixed.value ?? 0) === 0 ? { free: true } : { fixedPrice: money(fixed, currency) };
}

/** The v3 input a v1 definition names; only what it sends (or the mask names) is set. */
function v3InputOf(
  data: TicketDefinitionDataV1,
  currency: string,
  named: (field: string) => boolean,
): Partial<Omit<TicketDefinitionInput, 'eventId'>> {
  const pricingMethod = named('price') || named('pricing') ? pricingOf(data, currency) : undefined;
  const fee = data.wixFeeConfig?.type;
  const sale = data.salePeriod;
  const pick = <T>(field: string, value: T | undefined) =>
    value !== undefined && named(field) ? value : undefined;
  const input = {
    name: pick('name', data.name),
    description: pick('description', data.description),
    policyText: pick('policy', data.policy),
    pricingMethod,
    feeType: pick('wixFeeConfig', fee === 'FEE_ADDED' ? 'FEE_ADDED_AT_CHECKOUT' : fee),
    initialLimit: pick('quantity', data.limited === false ? undefined : data.quantity),
    hidden: pick('hidden', data.hidden),
    salePeriod: pick(
      'salePeriod',
      sale && {
        ...(sale.startDate ? { startDate: sale.startDate } : {}),
        ...(sale.endDate ? { endDate: sale.endDate } : {}),
        ...(sale.hideNotOnSale !== undefined ? { displayNotOnSale: !sale.hideNotOnSale } : {}),
      },
    ),
  };
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

export async function createDefinitionV1(
  db: Db,
  caller: Caller,
  {
    eventId,
    definition,
  }: { eventId: string; definition: TicketDefinitionDataV1 & { name: string } },
) {
  const event = await findEvent(db, caller.siteId, eventId, caller.identity);
  const input = v3InputOf(definition, event.currency, () => true);
  const pricingMethod = input.pricingMethod ?? { free: true };
  const ticketDefinition = { ...input, name: definition.name, pricingMethod, eventId: event.id };
  const created = await createDefinition(db, caller, { ticketDefinition });
  return getDefinitionV1(db, caller, created.ticketDefinition.id);
}

const definitionRow = siteRecordFinder(d);

/** The definition of the named event; one of another event is not found. */
async function ofEvent(db: Db, caller: Caller, eventId: string, definitionId: string) {
  const row = await definitionRow(db, caller.siteId, definitionId);
  if (!row || row.eventId !== eventId) throw ticketNotFound(definitionId);
  return row;
}

/** A field mask, when sent, names what changes (v1's top-level names); otherwise all sent does. */
export async function updateDefinitionV1(
  db: Db,
  caller: Caller,
  definitionId: string,
  { eventId, definition = {}, fields }: UpdateTicketDefinitionV1Request,
) {
  const row = await ofEvent(db, caller, eventId, definitionId);
  const named = (field: string) =>
    !fields?.length || fields.some((f) => f === field || f.startsWith(`${field}.`));
  const ticketDefinition = v3InputOf(definition, row.currency, named);
  await updateDefinition(db, caller, definitionId, { ticketDefinition });
  return getDefinitionV1(db, caller, definitionId);
}

/** The named definitions of the event (or all of them), each as v3's delete: unsold ones only. */
export async function deleteDefinitionsV1(
  db: Db,
  caller: Caller,
  eventId: string,
  ids: string[] | undefined,
  all: boolean,
) {
  const event = await findEvent(db, caller.siteId, eventId, caller.identity);
  const targets = all
    ? (
        await db
          .select({ id: d.id })
          .from(d)
          .where(and(eq(d.siteId, caller.siteId), eq(d.eventId, event.id)))
      ).map((x) => x.id)
    : (ids ?? []);
  for (const id of targets) await ofEvent(db, caller, event.id, id);
  for (const id of targets) await deleteDefinition(db, caller, id);
  return {};
}

import { DurationUnit, DEFAULT_PAGE_SIZE } from '@headless/contract';
import { asc, sql } from 'drizzle-orm';
import { pricingPlans as p } from '../../db/schema/pricing-plans';
import { defineFields, recordDateFields, type EntityQuerySpec } from '../../query';

const price = sql`minor_to_major(${p.priceMinor}, ${p.currency})`;
const unitOf = (kind: string) =>
  sql`CASE WHEN ${p.pricingKind} = ${kind} THEN ${p.durationUnit} END`;

/** The public plan fields a query may filter and sort on (docs/protocol.md §3.8 names). */
const fields = defineFields({
  id: { sql: sql`${p.id}::text`, type: 'string' },
  name: { sql: p.name, type: 'string', sortable: true },
  slug: { sql: p.slug, type: 'string' },
  description: { sql: p.description, type: 'string' },
  primary: { sql: p.isPrimary, type: 'boolean' },
  'pricing.price.value': { sql: price, type: 'number', sortable: true },
  'pricing.price.currency': { sql: p.currency, type: 'string' },
  'pricing.subscription.cycleDuration.unit': {
    sql: unitOf('SUBSCRIPTION'),
    type: 'string',
    enumValues: DurationUnit.options,
  },
  'pricing.singlePaymentForDuration.unit': {
    sql: unitOf('SINGLE_PAYMENT_FOR_DURATION'),
    type: 'string',
    enumValues: DurationUnit.options,
  },
  'pricing.singlePaymentUnlimited': {
    sql: sql`${p.pricingKind} = 'SINGLE_PAYMENT_UNLIMITED'`,
    type: 'boolean',
  },
  'perks.values': { sql: p.perks, type: 'stringArray' },
  ...recordDateFields(p),
});

/** The owner's display order by default. */
export const planQuerySpec: EntityQuerySpec = {
  fields,
  defaultSort: [asc(p.sortOrder), asc(p.createdAt)],
  tieBreaker: p.id,
  defaultLimit: DEFAULT_PAGE_SIZE,
};

import { and, asc, desc, eq } from 'drizzle-orm';
import {
  CONDITION_OPERATORS,
  CONDITION_TYPES,
  ecomShippingRules,
  type DeliverySlot,
} from '../../db/schema/ecom-pricing';
import { formatMoney } from '../../kernel/money';
import { resolveSite, siteRows } from '../sites';
import { UsageError, type CommandContext } from '../types';
import { date, decimal, idArg, money, oneOf, required, siteCurrency } from './pricing-args';

/** `shipping list`: delivery and pickup options; rules sharing a code are priced by priority. */
export async function shippingList({ db, io, options }: CommandContext): Promise<void> {
  const siteId = await resolveSite(db, options.site);
  const currency = await siteCurrency(db, siteId);
  const rows = await siteRows({ db, io }, siteId, {
    from: ecomShippingRules,
    orderBy: [asc(ecomShippingRules.code), desc(ecomShippingRules.priority)],
    none: 'No shipping rules.',
  });
  for (const r of rows) {
    const when = r.conditionType
      ? `when ${r.conditionType} ${r.conditionOperator} ${Number(r.conditionValue)}`
      : 'always';
    const where = r.country ? ` to ${r.country}` : '';
    io.out(
      `${r.id}  ${r.kind} ${r.code} (${r.carrierId})  ${formatMoney(r.costMinor, currency)}  ${when}${where}  priority ${r.priority}  ${r.title}`,
    );
  }
}

/** `shipping create --code --title --cost [--carrier] [--kind] [--country] [--condition] …` */
export async function shippingCreate({ db, io, options }: CommandContext): Promise<void> {
  const siteId = await resolveSite(db, options.site);
  const currency = await siteCurrency(db, siteId);
  const code = required(options, 'code', 'e.g. standard');
  const kind = oneOf(options.kind ?? 'SHIPPING', ['SHIPPING', 'PICKUP'] as const, 'kind');
  const pickupAddress = options['pickup-address'] ? address(options['pickup-address']) : null;
  if (kind === 'PICKUP' && !pickupAddress)
    throw new UsageError(
      'A PICKUP option needs --pickup-address "street|city|subdivision|postal code|country".',
    );
  const [row] = await db
    .insert(ecomShippingRules)
    .values({
      siteId,
      kind,
      code,
      title: required(options, 'title', 'shown to buyers'),
      carrierId: options.carrier ?? code,
      country: options.country?.toUpperCase() ?? null,
      ...condition(options.condition, currency),
      costMinor: money(required(options, 'cost', 'e.g. 5.99'), currency, 'cost'),
      estimatedDeliveryTime: options['delivery-time'] ?? null,
      deliverySlots: slots(options.slots),
      pickupAddress,
      priority: options.priority !== undefined ? integer(options.priority) : 0,
    })
    .returning();
  io.out(`Created shipping rule ${row?.id}.`);
}

/** `shipping delete <id>` */
export async function shippingDelete({ db, io, args, options }: CommandContext): Promise<void> {
  const siteId = await resolveSite(db, options.site);
  const id = idArg(args, 'shipping rule');
  const deleted = await db
    .delete(ecomShippingRules)
    .where(and(eq(ecomShippingRules.siteId, siteId), eq(ecomShippingRules.id, id)))
    .returning();
  if (!deleted.length) throw new UsageError(`No shipping rule ${id} on site ${siteId}.`);
  io.out(`Deleted shipping rule ${id}.`);
}

/** "BY_TOTAL_PRICE GTE 100": price in the site's currency, weight in kg, quantity in items. */
function condition(text: string | undefined, currency: string) {
  if (!text) return { conditionType: null, conditionOperator: null, conditionValue: null };
  const [type = '', operator = '', value = '', ...rest] = text.trim().split(/\s+/);
  if (rest.length || !value)
    throw new UsageError(
      '--condition is "<type> <operator> <value>", e.g. "BY_TOTAL_PRICE GTE 100".',
    );
  const conditionType = oneOf(type, CONDITION_TYPES, 'condition type');
  const conditionOperator = oneOf(operator, CONDITION_OPERATORS, 'condition operator');
  const conditionValue =
    conditionType === 'BY_TOTAL_PRICE'
      ? String(money(value, currency, 'condition value'))
      : decimal(value, 'condition value');
  return { conditionType, conditionOperator, conditionValue };
}

function slots(text: string | undefined): DeliverySlot[] {
  if (!text) return [];
  return text.split(',').map((pair) => {
    const [from, to] = pair.split('/');
    const start = date(from, 'slots');
    const end = date(to, 'slots');
    if (!start || !end || end <= start)
      throw new UsageError('--slots is "from/to,from/to" with ISO times, each to after its from.');
    return { from: start.toISOString(), to: end.toISOString() };
  });
}

function address(text: string) {
  const [addressLine1, city, subdivision, postalCode, country] = text
    .split('|')
    .map((p) => p.trim());
  if (!addressLine1 || !city || !country)
    throw new UsageError('--pickup-address is "street|city|subdivision|postal code|country".');
  return {
    addressLine1,
    city,
    country: country.toUpperCase(),
    ...(subdivision ? { subdivision } : {}),
    ...(postalCode ? { postalCode } : {}),
  };
}

function integer(text: string): number {
  if (!/^-?\d+$/.test(text))
    throw new UsageError(`--priority must be a whole number (got "${text}").`);
  return Number(text);
}

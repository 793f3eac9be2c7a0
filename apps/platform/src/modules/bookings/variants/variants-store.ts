import { randomUUID } from 'node:crypto';
import {
  AvailabilityErrorCode,
  ServiceVariantsErrorCode as Code,
  type CreateServiceOptionsAndVariantsRequest,
  type ServiceOptionsAndVariants,
  type UpdateServiceOptionsAndVariantsRequest,
} from '@headless/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookingsServices as s, bookingsServiceVariants as v } from '../../../db/schema/bookings';
import type { Caller } from '../../../kernel/caller';
import { conflict, invalid, notFound } from '../../../kernel/errors';
import { isUuid } from '../../../kernel/ids';
import { toMinor, valueMoney } from '../../../kernel/money';
import { wireDates } from '../../../kernel/wire-dates';
import { liveServices } from '../load';

export type VariantsRow = typeof v.$inferSelect;
type Options = ServiceOptionsAndVariants['options'];
type Variants = ServiceOptionsAndVariants['variants'];

const missing = (id: string) =>
  notFound(Code.notFound, `Service options and variants not found: ${id}`, {
    serviceOptionsAndVariantsId: id,
  });

/** The cheapest and dearest variant, in the variants' currency. */
function priceRange(variants: Variants) {
  const priced = variants.values.flatMap((x) => {
    const minor = toMinor(x.price.value, x.price.currency);
    return minor === undefined ? [] : [{ minor, currency: x.price.currency }];
  });
  if (!priced.length) return {};
  const sorted = [...priced].sort((a, b) => a.minor - b.minor);
  const [low, high] = [sorted[0]!, sorted.at(-1)!];
  return {
    minPrice: valueMoney(low.minor, low.currency),
    maxPrice: valueMoney(high.minor, high.currency),
  };
}

export const variantsToWire = (row: VariantsRow): ServiceOptionsAndVariants => ({
  id: row.id,
  serviceId: row.serviceId,
  options: row.options,
  variants: row.variants,
  ...priceRange(row.variants),
  revision: String(row.revision),
  ...wireDates(row),
});

/** Options get an id when they come without one; every variant's choice names a known option. */
function checked(options: { values: Options['values'] | { id?: string }[] }, variants: Variants) {
  const values = options.values.map((o) => ({
    ...o,
    id: o.id ?? randomUUID(),
  })) as Options['values'];
  const known = new Set(values.map((o) => o.id));
  const unknown = variants.values
    .flatMap((x) => x.choices.map((c) => c.optionId))
    .filter((id): id is string => id !== undefined && !known.has(id));
  if (unknown.length)
    throw invalid(Code.unknownOptionIds, 'A variant names an option this object does not have', {
      unknownOptionIds: unknown,
    });
  for (const x of variants.values)
    if (toMinor(x.price.value, x.price.currency) === undefined)
      throw invalid(Code.unknownOptionIds, `Not a price: ${x.price.value} ${x.price.currency}`, {});
  return { options: { values }, variants };
}

export async function createVariants(
  db: Db,
  caller: Caller,
  { serviceOptionsAndVariants: input }: CreateServiceOptionsAndVariantsRequest,
) {
  const [service] = isUuid(input.serviceId)
    ? await db
        .select({ id: s.id })
        .from(s)
        .where(and(liveServices(caller.siteId), eq(s.id, input.serviceId)))
    : [];
  if (!service)
    throw notFound(AvailabilityErrorCode.serviceNotFound, `Service not found: ${input.serviceId}`, {
      serviceId: input.serviceId,
    });
  const [row] = await db
    .insert(v)
    .values({
      siteId: caller.siteId,
      serviceId: service.id,
      ...checked(input.options, input.variants),
    })
    .onConflictDoNothing({ target: v.serviceId })
    .returning();
  if (!row)
    throw conflict(Code.alreadyExists, 'The service has options and variants already', {
      serviceId: service.id,
    });
  return { serviceOptionsAndVariants: variantsToWire(row) };
}

async function rowOf(db: Db, siteId: string, id: string, lock = false) {
  if (!isUuid(id)) throw missing(id);
  const q = db
    .select()
    .from(v)
    .where(and(eq(v.siteId, siteId), eq(v.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw missing(id);
  return row;
}

export async function getVariants(db: Db, siteId: string, id: string) {
  return { serviceOptionsAndVariants: variantsToWire(await rowOf(db, siteId, id)) };
}

export async function variantsOfService(db: Db, siteId: string, serviceId: string) {
  const [row] = isUuid(serviceId)
    ? await db
        .select()
        .from(v)
        .where(and(eq(v.siteId, siteId), eq(v.serviceId, serviceId)))
    : [];
  if (!row) throw missing(serviceId);
  return { serviceVariants: variantsToWire(row) };
}

export async function updateVariants(
  db: Db,
  caller: Caller,
  id: string,
  { serviceOptionsAndVariants: patch }: UpdateServiceOptionsAndVariantsRequest,
) {
  return db.transaction(async (tx) => {
    const row = await rowOf(tx, caller.siteId, id, true);
    if (String(row.revision) !== patch.revision)
      throw conflict(Code.revisionMismatch, 'The object changed since you read it', {
        revision: String(row.revision),
      });
    const next = checked(patch.options ?? row.options, patch.variants ?? row.variants);
    const [updated] = await tx
      .update(v)
      .set({ ...next, revision: sql`${v.revision} + 1`, updatedAt: caller.now })
      .where(eq(v.id, row.id))
      .returning();
    return { serviceOptionsAndVariants: variantsToWire(updated!) };
  });
}

export async function deleteVariants(db: Db, caller: Caller, id: string, revision?: string) {
  await db.transaction(async (tx) => {
    const row = await rowOf(tx, caller.siteId, id, true);
    if (revision !== undefined && String(row.revision) !== revision)
      throw conflict(Code.revisionMismatch, 'The object changed since you read it', {
        revision: String(row.revision),
      });
    await tx.delete(v).where(eq(v.id, row.id));
  });
}

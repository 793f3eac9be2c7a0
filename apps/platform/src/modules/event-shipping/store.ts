import {
  EventStaffShippingErrorCode as Code,
  type CreateEventShippingRequest,
  type EventShippingOption,
  type UpdateEventShippingRequest,
} from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventsShippingOptions as o } from '../../db/schema/event-staff-shipping';
import { notFound, validationError } from '../../kernel/errors';
import { toFixedDecimal, toMinor } from '../../kernel/money';
import { recordOutboxEvent } from '../../outbox/record';
import { isUuid } from '../../kernel/ids';
import { lockEvent } from '../events';
import type { Caller } from '../../kernel/caller';

type OptionRow = typeof o.$inferSelect;
type Price = CreateEventShippingRequest['shippingOption']['price'];
type Ids = { eventId: string; shippingOptionId: string };

export function shippingToWire(row: OptionRow): EventShippingOption {
  return {
    id: row.id,
    eventId: row.eventId,
    name: row.name,
    price: { value: toFixedDecimal(row.priceMinor, row.currency), currency: row.currency },
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
  };
}

/** The price in minor units of the event's currency; anything else is a field violation. */
function priceMinor(price: Price, currency: string): number {
  const field = 'shippingOption.price';
  if (price.currency !== currency)
    throw validationError([
      {
        field: `${field}.currency`,
        description: `must be the event's currency ${currency}`,
        violatedRule: 'VALIDATION',
      },
    ]);
  const minor = toMinor(price.value, currency);
  // Minor units must stay exact integers; past 2^53 they would round.
  if (minor === undefined || !Number.isSafeInteger(minor))
    throw validationError([
      {
        field: `${field}.value`,
        description: `must be an amount in ${currency} with at most its minor digits, below 2^53 minor units`,
        violatedRule: 'FORMAT',
        ruleName: 'DECIMAL',
      },
    ]);
  return minor;
}

async function record(tx: Db, caller: Caller, slug: string, row: OptionRow) {
  await recordOutboxEvent(tx, {
    siteId: caller.siteId,
    eventType: `wix.events.v1.shipping_${slug as 'created' | 'updated' | 'deleted'}`,
    entityId: row.id,
    payload: shippingToWire(row),
    identity: caller.identity,
  });
}

export async function createShipping(
  db: Db,
  caller: Caller,
  eventId: string,
  input: CreateEventShippingRequest['shippingOption'],
) {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, caller.siteId, eventId);
    const [row] = await tx
      .insert(o)
      .values({
        siteId: caller.siteId,
        eventId: event.id,
        name: input.name,
        priceMinor: priceMinor(input.price, event.currency),
        currency: event.currency,
        createdAt: caller.now,
        updatedAt: caller.now,
      })
      .returning();
    await record(tx, caller, 'created', row!);
    return shippingToWire(row!);
  });
}

/** The event's shipping option, locked; another event's or site's is not found. */
async function lockOption(tx: Db, siteId: string, ids: Ids) {
  const { eventId, shippingOptionId: id } = ids;
  const [row] =
    isUuid(id) && isUuid(eventId)
      ? await tx
          .select()
          .from(o)
          .where(and(eq(o.siteId, siteId), eq(o.eventId, eventId), eq(o.id, id)))
          .for('update')
      : [];
  if (!row)
    throw notFound(Code.shippingOptionNotFound, `Shipping option ${id} not found`, {
      shippingOptionId: id,
    });
  return row;
}

export async function updateShipping(
  db: Db,
  caller: Caller,
  ids: Ids,
  patch: UpdateEventShippingRequest['shippingOption'],
) {
  return db.transaction(async (tx) => {
    const current = await lockOption(tx, caller.siteId, ids);
    const [row] = await tx
      .update(o)
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.price ? { priceMinor: priceMinor(patch.price, current.currency) } : {}),
        updatedAt: caller.now,
      })
      .where(eq(o.id, current.id))
      .returning();
    await record(tx, caller, 'updated', row!);
    return shippingToWire(row!);
  });
}

export async function deleteShipping(db: Db, caller: Caller, ids: Ids) {
  await db.transaction(async (tx) => {
    const row = await lockOption(tx, caller.siteId, ids);
    await tx.delete(o).where(eq(o.id, row.id));
    await record(tx, caller, 'deleted', row);
  });
}

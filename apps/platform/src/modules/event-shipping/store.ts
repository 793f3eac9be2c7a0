import {
  EventStaffShippingErrorCode as Code,
  type CreateEventShippingRequest,
  type EventShippingOption,
  type UpdateEventShippingRequest,
} from '@headless/contract';
import type { Db } from '../../db/client';
import { eventsShippingOptions as o } from '../../db/schema/event-staff-shipping';
import { notFound, validationError } from '../../kernel/errors';
import { toFixedDecimal, toMinor } from '../../kernel/money';
import type { Caller } from '../../kernel/caller';
import { ownedRecords } from '../../owned/records';
import { lockEvent } from '../events';
import { wireDates } from '../../kernel/wire-dates';

type OptionRow = typeof o.$inferSelect;
type Price = CreateEventShippingRequest['shippingOption']['price'];
type Ids = { eventId: string; shippingOptionId: string };

export function shippingToWire(row: OptionRow): EventShippingOption {
  return {
    id: row.id,
    eventId: row.eventId,
    name: row.name,
    price: { value: toFixedDecimal(row.priceMinor, row.currency), currency: row.currency },
    ...wireDates(row),
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

/** An event's shipping options: another event's or site's is not found. */
const options = ownedRecords({
  table: o,
  parent: o.eventId,
  toWire: shippingToWire,
  entity: 'wix.events.v1.shipping',
  notFound: (shippingOptionId) =>
    notFound(Code.shippingOptionNotFound, `Shipping option ${shippingOptionId} not found`, {
      shippingOptionId,
    }),
});
const keyOf = (ids: Ids) => ({ id: ids.shippingOptionId, parentId: ids.eventId });

export async function createShipping(
  db: Db,
  caller: Caller,
  input: CreateEventShippingRequest['shippingOption'],
  { eventId }: { eventId: string },
) {
  return options.create(db, caller, {
    values: async (tx) => {
      const event = await lockEvent(tx, caller.siteId, eventId);
      const price = priceMinor(input.price, event.currency);
      return { eventId: event.id, name: input.name, priceMinor: price, currency: event.currency };
    },
  });
}

export async function updateShipping(
  db: Db,
  caller: Caller,
  ids: Ids,
  patch: UpdateEventShippingRequest['shippingOption'],
) {
  return options.update(db, caller, keyOf(ids), {
    changes: (current) => ({
      name: patch.name,
      priceMinor: patch.price && priceMinor(patch.price, current.currency),
    }),
  });
}

export async function deleteShipping(db: Db, caller: Caller, ids: Ids) {
  await options.remove(db, caller, keyOf(ids));
}

import {
  BackInStockErrorCode as Code,
  type BackInStockRequest,
  type CreateBackInStockRequest,
} from '@headless/contract';
import type { Db } from '../../db/client';
import { ecomBackInStockRequests as b } from '../../db/schema/ecom-owner';
import type { Caller } from '../../kernel/caller';
import { conflict, notFound } from '../../kernel/errors';
import { isUuid } from '../../kernel/ids';
import { ownedRecords } from '../../owned/records';
import { assertStoresCatalog, findProduct } from '../stores';
import { wireDates } from '../../kernel/wire-dates';

type Row = typeof b.$inferSelect;

export function backInStockToWire(row: Row): BackInStockRequest {
  const options = Object.keys(row.options).length ? { options: row.options } : {};
  return {
    id: row.id,
    catalogReference: { appId: row.appId, catalogItemId: row.catalogItemId, ...options },
    email: row.email,
    ...(row.itemUrl ? { itemUrl: row.itemUrl } : {}),
    status: row.status,
    ...wireDates(row),
  };
}

const requests = ownedRecords({
  table: b,
  toWire: backInStockToWire,
  entity: 'wix.ecom.v1.back_in_stock_notification_request',
  notFound: (id) => notFound(Code.notFound, `Back-in-stock request ${id} not found`, { id }),
});
type Params = { id: string };

const REF = 'request.catalogReference';

/** Anyone may ask to hear when a Stores product is back; one pending request per email and item. */
export async function createBackInStockRequest(
  db: Db,
  caller: Caller,
  input: CreateBackInStockRequest['request'],
) {
  const { appId, catalogItemId, options } = input.catalogReference;
  assertStoresCatalog(appId, `${REF}.appId`);
  if (!isUuid(catalogItemId) || !(await findProduct(db, caller.siteId, catalogItemId)))
    throw notFound(Code.itemNotFound, `Product ${catalogItemId} not found`, { catalogItemId });
  return requests.create(db, caller, {
    values: () => ({
      appId,
      catalogItemId,
      options: options ?? {},
      email: input.email,
      itemUrl: input.itemUrl ?? null,
    }),
    taken: () =>
      conflict(Code.alreadyExists, 'This email already waits for this item', { catalogItemId }),
  });
}

export async function getBackInStockRequest(db: Db, caller: Caller, { id }: Params) {
  return requests.read(db, caller, { id });
}

/** The owner sent the notification: NOTIFIED, recorded as updated (once; again is a no-op). */
export async function markAsNotified(db: Db, caller: Caller, { id }: Params) {
  return requests.update(
    db,
    caller,
    { id },
    {
      changes: (current) => (current.status === 'NOTIFIED' ? undefined : { status: 'NOTIFIED' }),
    },
  );
}

export async function deleteBackInStockRequest(db: Db, caller: Caller, { id }: Params) {
  await requests.remove(db, caller, { id });
}

import {
  AppId,
  BackInStockErrorCode as Code,
  type BackInStockRequest,
  type BackInStockSettingsResponse,
  type CreateBackInStockRequest,
  type ReportItemsBackInStockRequest,
} from '@headless/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ecomBackInStockRequests as b } from '../../db/schema/ecom-owner';
import type { Caller } from '../../kernel/caller';
import { conflict, invalid, notFound } from '../../kernel/errors';
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

export interface Reference {
  appId: string;
  catalogItemId: string;
  options?: Record<string, unknown> | undefined;
}

/** Where a reference points: its item, and its variant when it names options. */
export function ofReference(ref: Reference): SQL {
  return and(
    eq(b.appId, ref.appId),
    eq(b.catalogItemId, ref.catalogItemId),
    ref.options ? sql`${b.options} = ${JSON.stringify(ref.options)}::jsonb` : undefined,
  )!;
}

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

/** The owner sent the notification: NOTIFICATION_SENT, recorded as updated (once; again is a no-op). */
export async function markAsNotified(db: Db, caller: Caller, { id }: Params) {
  return requests.update(
    db,
    caller,
    { id },
    {
      changes: (current) =>
        current.status === 'NOTIFICATION_SENT' ? undefined : { status: 'NOTIFICATION_SENT' },
    },
  );
}

export async function deleteBackInStockRequest(db: Db, caller: Caller, { id }: Params) {
  await requests.remove(db, caller, { id });
}

/**
 * The owner reports items back in stock: the pending requests named (by item or by id) are
 * notified, each recorded as updated, in one transaction. The platform sends no email: the
 * notifications are what the owner's automations send (docs/domain-events.md).
 */
export async function reportItemsBackInStock(
  db: Db,
  caller: Caller,
  input: ReportItemsBackInStockRequest,
): Promise<Record<string, never>> {
  const { catalogReference, requestIds, itemDetails } = input;
  if (catalogReference && requestIds)
    throw invalid(Code.bothReferenceAndIds, 'Name the item or the requests, not both');
  if (itemDetails.image !== undefined && !URL.canParse(itemDetails.image))
    throw invalid(Code.invalidImageUrl, 'itemDetails.image is not a URL', {
      image: itemDetails.image,
    });
  const which = catalogReference
    ? ofReference(catalogReference)
    : inArray(b.id, (requestIds ?? []).filter(isUuid));
  await db.transaction(async (tx) => {
    const pending = await tx
      .select()
      .from(b)
      .where(and(eq(b.siteId, caller.siteId), eq(b.status, 'RECEIVED'), which))
      .orderBy(b.createdAt)
      .for('update');
    for (const row of pending) {
      const [notified] = await tx
        .update(b)
        .set({ status: 'NOTIFICATION_SENT', updatedAt: caller.now })
        .where(eq(b.id, row.id))
        .returning();
      await requests.record(tx, caller, 'updated', notified!);
    }
  });
  return {};
}

/** Requests are collected for the Stores catalog while the Stores app is installed. */
export const backInStockSettings = (): BackInStockSettingsResponse => ({
  settings: { collectionStates: [{ appId: AppId.storesCatalog, collectingRequests: true }] },
});

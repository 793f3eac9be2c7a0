import {
  BackInStockErrorCode as Code,
  STORES_CATALOG_APP_IDS,
  type BackInStockRequest,
  type CreateBackInStockRequest,
} from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ecomBackInStockRequests as b } from '../../db/schema/ecom-owner';
import type { Caller } from '../../kernel/caller';
import { conflict, notFound, validationError } from '../../kernel/errors';
import { isUuid } from '../../kernel/ids';
import { recordOutboxEvent } from '../../outbox/record';
import { findProduct } from '../stores';

type Row = typeof b.$inferSelect;
type Slug = 'created' | 'updated' | 'deleted';

export function backInStockToWire(row: Row): BackInStockRequest {
  const options = Object.keys(row.options).length ? { options: row.options } : {};
  return {
    id: row.id,
    catalogReference: { appId: row.appId, catalogItemId: row.catalogItemId, ...options },
    email: row.email,
    ...(row.itemUrl ? { itemUrl: row.itemUrl } : {}),
    status: row.status,
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
  };
}

async function record(tx: Db, caller: Caller, slug: Slug, row: Row) {
  await recordOutboxEvent(tx, {
    siteId: caller.siteId,
    eventType: `wix.ecom.v1.back_in_stock_notification_request_${slug}`,
    entityId: row.id,
    payload: backInStockToWire(row),
    identity: caller.identity,
  });
}

const REF = 'request.catalogReference';

/** Anyone may ask to hear when a Stores product is back; one pending request per email and item. */
export async function createBackInStockRequest(
  db: Db,
  caller: Caller,
  input: CreateBackInStockRequest['request'],
) {
  const { appId, catalogItemId, options } = input.catalogReference;
  if (!STORES_CATALOG_APP_IDS.includes(appId))
    throw validationError([
      {
        field: `${REF}.appId`,
        description: 'must be the Stores catalog',
        violatedRule: 'VALIDATION',
      },
    ]);
  if (!isUuid(catalogItemId) || !(await findProduct(db, caller.siteId, catalogItemId)))
    throw notFound(Code.itemNotFound, `Product ${catalogItemId} not found`, { catalogItemId });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(b)
      .values({
        siteId: caller.siteId,
        appId,
        catalogItemId,
        options: options ?? {},
        email: input.email,
        itemUrl: input.itemUrl ?? null,
        createdAt: caller.now,
        updatedAt: caller.now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw conflict(Code.alreadyExists, 'This email already waits for this item', {
        catalogItemId,
      });
    await record(tx, caller, 'created', row);
    return backInStockToWire(row);
  });
}

async function lockRequest(tx: Db, siteId: string, id: string): Promise<Row> {
  const [row] = isUuid(id)
    ? await tx
        .select()
        .from(b)
        .where(and(eq(b.siteId, siteId), eq(b.id, id)))
        .for('update')
    : [];
  if (!row) throw notFound(Code.notFound, `Back-in-stock request ${id} not found`, { id });
  return row;
}

export async function getBackInStockRequest(db: Db, siteId: string, id: string) {
  return backInStockToWire(await db.transaction((tx) => lockRequest(tx, siteId, id)));
}

/** The owner sent the notification: NOTIFIED, recorded as updated (once; again is a no-op). */
export async function markAsNotified(db: Db, caller: Caller, id: string) {
  return db.transaction(async (tx) => {
    const current = await lockRequest(tx, caller.siteId, id);
    if (current.status === 'NOTIFIED') return backInStockToWire(current);
    const [row] = await tx
      .update(b)
      .set({ status: 'NOTIFIED', updatedAt: caller.now })
      .where(eq(b.id, current.id))
      .returning();
    await record(tx, caller, 'updated', row!);
    return backInStockToWire(row!);
  });
}

export async function deleteBackInStockRequest(db: Db, caller: Caller, id: string) {
  await db.transaction(async (tx) => {
    const row = await lockRequest(tx, caller.siteId, id);
    await tx.delete(b).where(eq(b.id, row.id));
    await record(tx, caller, 'deleted', row);
  });
}

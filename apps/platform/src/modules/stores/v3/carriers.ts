import { CatalogErrorCode } from '@headless/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { storesProducts as p, type ProductDetails } from '../../../db/schema/stores';
import type { Caller } from '../../../kernel/caller';
import { conflict, validationError } from '../../../kernel/errors';
import { updateProductInTx } from './product-writes';

/**
 * The entities Catalog V3 derives from the products (brands, ribbons, customizations, info
 * sections) are changed by changing the products that carry them: each carrier locked, changed,
 * its revision moved and its `product_updated` recorded, in the entity's own transaction.
 */

/** The products of the caller's site that match `carrying`, locked for the change. */
export function lockCarriers(tx: Db, caller: Caller, carrying: SQL) {
  return tx
    .select({ id: p.id, details: p.details })
    .from(p)
    .where(and(eq(p.siteId, caller.siteId), carrying))
    .orderBy(p.id)
    .for('update');
}

/**
 * The entity as it is once its carriers are locked, so no change slips in between; with `revision`
 * (an update's), at that revision.
 */
export async function lockedEntity<E extends { id: string; revision: string }>(
  tx: Db,
  caller: Caller,
  read: () => Promise<E>,
  carrying: (entity: E) => SQL,
  revision?: { sent: string | null | undefined; name: string; idField: string; at: string },
): Promise<E> {
  await lockCarriers(tx, caller, carrying(await read()));
  const entity = await read();
  if (revision) assertRevision(revision.sent, entity, revision);
  return entity;
}

/** Products whose details list (`customTextFields`, `additionalInfoSections`) has that title. */
export const listsTitle = (list: keyof ProductDetails, title: string) =>
  sql`${p.details}->${list} @> ${JSON.stringify([{ title }])}::jsonb`;

/** Each carrier's details rewritten (when `change` is given), then its update recorded. */
export async function rewriteCarriers(
  tx: Db,
  caller: Caller,
  carriers: { id: string; details: ProductDetails }[],
  change?: (details: ProductDetails) => ProductDetails,
): Promise<void> {
  for (const carrier of carriers) {
    if (change)
      await tx
        .update(p)
        .set({ details: change(carrier.details) })
        .where(eq(p.id, carrier.id));
    await updateProductInTx(tx, caller, carrier.id, {}, 'product', false);
  }
}

/**
 * The revision an update must send (400 without it), and the one it must match (409): "the
 * current revision must be passed", as the V3 references say of every entity.
 */
export function assertRevision(
  sent: string | null | undefined,
  current: { id: string; revision: string },
  entity: { name: string; idField: string; at: string },
): void {
  if (!sent)
    throw validationError([
      {
        field: `${entity.at}.revision`,
        description: 'is required',
        violatedRule: 'REQUIRED_FIELD',
      },
    ]);
  if (sent !== current.revision)
    throw conflict(
      CatalogErrorCode.revisionMismatch,
      `The ${entity.name} changed since it was read`,
      {
        [entity.idField]: current.id,
        currentRevision: current.revision,
      },
    );
}

import {
  CheckoutTemplateErrorCode as Code,
  STORES_CATALOG_APP_IDS,
  type CheckoutTemplate,
  type CreateCheckoutTemplateRequest,
  type UpdateCheckoutTemplateRequest,
} from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ecomCheckoutTemplates as c, type StoredTemplateLine } from '../../db/schema/ecom-owner';
import type { Caller } from '../../kernel/caller';
import { notFound, validationError } from '../../kernel/errors';
import { isUuid } from '../../kernel/ids';
import { recordOutboxEvent } from '../../outbox/record';
import { findProducts } from '../stores';

type Row = typeof c.$inferSelect;
type Slug = 'created' | 'updated' | 'deleted';
export const templateToWire = (row: Row): CheckoutTemplate => ({
  id: row.id,
  status: row.status,
  lineItems: row.lineItems,
  customization: row.customization,
  createdDate: row.createdAt.toISOString(),
  updatedDate: row.updatedAt.toISOString(),
});

async function record(tx: Db, caller: Caller, slug: Slug, row: Row) {
  await recordOutboxEvent(tx, {
    siteId: caller.siteId,
    eventType: `wix.ecom.v1.checkout_template_${slug}`,
    entityId: row.id,
    payload: templateToWire(row),
    identity: caller.identity,
  });
}

/** Every line names a product of the site's Stores catalog. */
async function checkLines(db: Db, siteId: string, field: string, lines: StoredTemplateLine[]) {
  lines.forEach((l, i) => {
    if (!STORES_CATALOG_APP_IDS.includes(l.catalogReference.appId))
      throw validationError([
        {
          field: `${field}.${i}.catalogReference.appId`,
          description: 'must be the Stores catalog',
          violatedRule: 'VALIDATION',
        },
      ]);
  });
  const ids = [...new Set(lines.map((l) => l.catalogReference.catalogItemId))];
  const found = new Set(
    (await findProducts(db, siteId, ids.filter(isUuid))).map((p) => p.product.id),
  );
  const missing = ids.find((id) => !found.has(id));
  if (missing)
    throw notFound(Code.itemNotFound, `Product ${missing} not found`, { catalogItemId: missing });
}

export async function createTemplate(
  db: Db,
  caller: Caller,
  input: CreateCheckoutTemplateRequest['checkoutTemplate'],
) {
  await checkLines(db, caller.siteId, 'checkoutTemplate.lineItems', input.lineItems);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(c)
      .values({
        siteId: caller.siteId,
        status: input.status ?? 'ACTIVE',
        lineItems: input.lineItems,
        customization: input.customization ?? {},
        createdAt: caller.now,
        updatedAt: caller.now,
      })
      .returning();
    await record(tx, caller, 'created', row!);
    return templateToWire(row!);
  });
}

export async function lockTemplate(tx: Db, siteId: string, id: string): Promise<Row> {
  const [row] = isUuid(id)
    ? await tx
        .select()
        .from(c)
        .where(and(eq(c.siteId, siteId), eq(c.id, id)))
        .for('update')
    : [];
  if (!row) throw notFound(Code.notFound, `Checkout template ${id} not found`, { id });
  return row;
}

export async function getTemplate(db: Db, siteId: string, id: string) {
  return templateToWire(await db.transaction((tx) => lockTemplate(tx, siteId, id)));
}

export async function updateTemplate(
  db: Db,
  caller: Caller,
  id: string,
  patch: UpdateCheckoutTemplateRequest['checkoutTemplate'],
) {
  if (patch.lineItems)
    await checkLines(db, caller.siteId, 'checkoutTemplate.lineItems', patch.lineItems);
  return db.transaction(async (tx) => {
    const current = await lockTemplate(tx, caller.siteId, id);
    const [row] = await tx
      .update(c)
      .set({
        ...(patch.lineItems ? { lineItems: patch.lineItems } : {}),
        ...(patch.customization ? { customization: patch.customization } : {}),
        ...(patch.status ? { status: patch.status } : {}),
        updatedAt: caller.now,
      })
      .where(eq(c.id, current.id))
      .returning();
    await record(tx, caller, 'updated', row!);
    return templateToWire(row!);
  });
}

export async function deleteTemplate(db: Db, caller: Caller, id: string) {
  await db.transaction(async (tx) => {
    const row = await lockTemplate(tx, caller.siteId, id);
    await tx.delete(c).where(eq(c.id, row.id));
    await record(tx, caller, 'deleted', row);
  });
}

import {
  CheckoutTemplateErrorCode as Code,
  type CheckoutTemplate,
  type CreateCheckoutTemplateRequest,
  type UpdateCheckoutTemplateRequest,
} from '@headless/contract';
import type { Db } from '../../db/client';
import { ecomCheckoutTemplates as c, type StoredTemplateLine } from '../../db/schema/ecom-owner';
import type { Caller } from '../../kernel/caller';
import { notFound } from '../../kernel/errors';
import { isUuid } from '../../kernel/ids';
import { ownedRecords } from '../../owned/records';
import { assertStoresCatalog, findProducts } from '../stores';
import { wireDates } from '../../kernel/wire-dates';

type Row = typeof c.$inferSelect;
export const templateToWire = (row: Row): CheckoutTemplate => ({
  id: row.id,
  status: row.status,
  lineItems: row.lineItems,
  customization: row.customization,
  ...wireDates(row),
});

const templates = ownedRecords({
  table: c,
  toWire: templateToWire,
  entity: 'wix.ecom.v1.checkout_template',
  notFound: (id) => notFound(Code.notFound, `Checkout template ${id} not found`, { id }),
});
type Params = { checkoutTemplateId: string };

/** The site's template, locked for the transaction (to make a checkout of it). */
export const lockTemplate = (tx: Db, siteId: string, id: string) =>
  templates.lock(tx, siteId, { id });

/** Every line names a product of the site's Stores catalog. */
async function checkLines(db: Db, siteId: string, field: string, lines: StoredTemplateLine[]) {
  lines.forEach((l, i) => {
    assertStoresCatalog(l.catalogReference.appId, `${field}.${i}.catalogReference.appId`);
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
  return templates.create(db, caller, {
    values: () => ({
      status: input.status ?? 'ACTIVE',
      lineItems: input.lineItems,
      customization: input.customization ?? {},
    }),
  });
}

export async function getTemplate(db: Db, caller: Caller, params: Params) {
  return templates.read(db, caller, { id: params.checkoutTemplateId });
}

export async function updateTemplate(
  db: Db,
  caller: Caller,
  params: Params,
  patch: UpdateCheckoutTemplateRequest['checkoutTemplate'],
) {
  if (patch.lineItems)
    await checkLines(db, caller.siteId, 'checkoutTemplate.lineItems', patch.lineItems);
  return templates.update(
    db,
    caller,
    { id: params.checkoutTemplateId },
    {
      changes: () => ({
        lineItems: patch.lineItems,
        customization: patch.customization,
        status: patch.status,
      }),
    },
  );
}

export async function deleteTemplate(db: Db, caller: Caller, params: Params) {
  await templates.remove(db, caller, { id: params.checkoutTemplateId });
}

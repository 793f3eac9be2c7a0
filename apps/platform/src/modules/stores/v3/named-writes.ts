import { CatalogErrorCode, type NamedV3Input, type V3NamedEntity } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { storesCatalogNames as n, storesProducts as p } from '../../../db/schema/stores';
import type { Caller } from '../../../kernel/caller';
import { invalid, validationError } from '../../../kernel/errors';
import { assertRevision } from './carriers';
import { entityEventRecorder } from '../../../outbox/record';
import { findNamedV3, namedNotFound, productColumnOf, type NamedKind } from './named';
import { nextUpdatedAt, updateProductInTx } from './product-writes';

/**
 * Catalog V3 brands and ribbons, the owner's writes (docs/protocol.md §2.3). A brand is the name
 * products carry: a rename or a delete changes every product that carries it (each recorded as
 * the product's update, as the Brands API says a deleted brand leaves its products), and a brand
 * made before any product carries it is kept in `stores_catalog_names`.
 */
const recorders = {
  brand: entityEventRecorder('wix.stores.catalog.v3.brand', 'brand'),
  ribbon: entityEventRecorder('wix.stores.catalog.v3.ribbon', 'ribbon'),
};

async function record(
  tx: Db,
  caller: Caller,
  kind: NamedKind,
  slug: 'created' | 'updated' | 'deleted',
  entity: V3NamedEntity,
) {
  await recorders[kind](tx, {
    siteId: caller.siteId,
    slug,
    entityId: entity.id,
    wire: entity,
    caller,
  });
}

function requiredName(name: string | null | undefined, field: string): string {
  const trimmed = name?.trim();
  if (!trimmed)
    throw validationError([{ field, description: 'is required', violatedRule: 'REQUIRED_FIELD' }]);
  return trimmed;
}

const taken = (kind: NamedKind, name: string) =>
  invalid(
    kind === 'brand' ? CatalogErrorCode.brandAlreadyExists : CatalogErrorCode.ribbonAlreadyExists,
    `The site already has a ${kind} named ${name}`,
    { name },
  );

export async function createNamedInTx(
  tx: Db,
  caller: Caller,
  kind: NamedKind,
  input: NamedV3Input,
  at: string = kind,
): Promise<V3NamedEntity> {
  const name = requiredName(input.name, `${at}.name`);
  if (await findNamedV3(tx, caller.siteId, kind, { name })) throw taken(kind, name);
  const inserted = await tx
    .insert(n)
    .values({ siteId: caller.siteId, kind, name, createdAt: caller.now, updatedAt: caller.now })
    .onConflictDoNothing()
    .returning({ name: n.name });
  if (!inserted.length) throw taken(kind, name);
  const entity = (await findNamedV3(tx, caller.siteId, kind, { name }))!;
  await record(tx, caller, kind, 'created', entity);
  return entity;
}

/** The brand of that name, made when the site has none. */
export async function getOrCreateNamedInTx(
  tx: Db,
  caller: Caller,
  kind: NamedKind,
  name: string,
  at: string,
): Promise<V3NamedEntity> {
  const wanted = requiredName(name, at);
  const found = await findNamedV3(tx, caller.siteId, kind, { name: wanted });
  return found ?? createNamedInTx(tx, caller, kind, { name: wanted }, at);
}

async function current(tx: Db, caller: Caller, kind: NamedKind, id: string) {
  const found = await findNamedV3(tx, caller.siteId, kind, { id });
  if (!found) throw namedNotFound(kind, id);
  return found;
}

/** The ids of the products carrying the name, locked for the change. */
async function carriers(tx: Db, caller: Caller, kind: NamedKind, name: string) {
  const rows = await tx
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.siteId, caller.siteId), eq(productColumnOf(kind), name)))
    .orderBy(p.id)
    .for('update');
  return rows.map((r) => r.id);
}

export async function updateNamedInTx(
  tx: Db,
  caller: Caller,
  kind: NamedKind,
  id: string,
  input: NamedV3Input,
  at: string = kind,
): Promise<V3NamedEntity> {
  const before = await current(tx, caller, kind, id);
  assertRevision(input.revision, before, { name: kind, idField: `${kind}Id`, at });
  const name = input.name == null ? before.name : requiredName(input.name, `${at}.name`);
  if (name === before.name) return before;
  if (await findNamedV3(tx, caller.siteId, kind, { name })) throw taken(kind, name);
  for (const productId of await carriers(tx, caller, kind, before.name))
    await updateProductInTx(tx, caller, productId, { [kind]: { name } }, 'product', false);
  const moved = await tx
    .delete(n)
    .where(and(eq(n.siteId, caller.siteId), eq(n.kind, kind), eq(n.name, before.name)))
    .returning({ createdAt: n.createdAt, updatedAt: n.updatedAt });
  if (moved[0])
    await tx.insert(n).values({
      siteId: caller.siteId,
      kind,
      name,
      createdAt: moved[0].createdAt,
      updatedAt: nextUpdatedAt(caller.now, moved[0].updatedAt),
    });
  const after = (await findNamedV3(tx, caller.siteId, kind, { name }))!;
  await record(tx, caller, kind, 'updated', after);
  return after;
}

export async function deleteNamedInTx(
  tx: Db,
  caller: Caller,
  kind: NamedKind,
  id: string,
): Promise<void> {
  const before = await current(tx, caller, kind, id);
  for (const productId of await carriers(tx, caller, kind, before.name))
    await updateProductInTx(tx, caller, productId, { [kind]: null }, 'product', false);
  await tx
    .delete(n)
    .where(and(eq(n.siteId, caller.siteId), eq(n.kind, kind), eq(n.name, before.name)));
  await record(tx, caller, kind, 'deleted', before);
}

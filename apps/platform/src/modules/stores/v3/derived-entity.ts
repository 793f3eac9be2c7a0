import type { Filter, QueryDerivedV3Request } from '@headless/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  storesCatalogNames as n,
  type CatalogNameSettings,
  type ProductDetails,
} from '../../../db/schema/stores';
import type { Caller } from '../../../kernel/caller';
import type { DomainError } from '../../../kernel/errors';
import type { EntityQuerySpec } from '../../../query';
import { lockCarriers, lockedEntity, rewriteCarriers } from './carriers';
import { countDerived, queryDerived, wantsCount, type DerivedRow } from './derived-query';

/**
 * A Catalog V3 entity the catalog derives from its products (customizations, info sections): one
 * reader (query, get, find, count over the entity's `rows`) and one writer (lock it with its
 * carriers, rewrite them, record the entity's event), so each entity says only what is its own.
 */
interface ReaderDefinition<Row extends DerivedRow, E> {
  rows: (siteId: string) => SQL;
  spec: EntityQuerySpec;
  toWire: (row: Row, withCount: boolean) => E;
  notFound: (id: string) => DomainError;
}

export function derivedReader<Row extends DerivedRow, E>(def: ReaderDefinition<Row, E>) {
  async function query(db: Db, caller: Caller, request: QueryDerivedV3Request) {
    const source = def.rows(caller.siteId);
    const { rows, pagingMetadata } = await queryDerived<Row>(db, source, def.spec, request.query);
    const withCount = wantsCount(request.fields);
    return { items: rows.map((r) => def.toWire(r, withCount)), pagingMetadata };
  }
  /** The first entity the filter matches, if any. */
  async function find(db: Db, caller: Caller, filter: Filter): Promise<E | undefined> {
    return (await query(db, caller, { query: { filter } })).items[0];
  }
  async function get(db: Db, caller: Caller, id: string, fields?: string[]): Promise<E> {
    const [found] = (await query(db, caller, { query: { filter: { id } }, fields })).items;
    if (!found) throw def.notFound(id);
    return found;
  }
  const count = (db: Db, caller: Caller, filter?: Filter | null) =>
    countDerived(db, def.rows(caller.siteId), def.spec, filter);
  return { query, find, get, count };
}

type Entity = { id: string; revision: string };
type Slug = 'created' | 'updated' | 'deleted';

type OwnKind = 'option' | 'modifier' | 'info-section';

interface WriterDefinition<E extends Entity> {
  /** Where the entity made on its own is kept (`stores_catalog_names`), by kind and name. */
  own: (entity: E) => { kind: OwnKind; name: string };
  read: (tx: Db, caller: Caller, id: string) => Promise<E>;
  /** The products that carry the entity (SQL over `stores_products`). */
  carrying: (entity: E) => SQL;
  /** How a revision mismatch names the entity: `{name:'info section', idField, at}`. */
  names: { name: string; idField: string; at: string };
  record: (
    tx: Db,
    event: { siteId: string; slug: Slug; entityId: string; wire: object; caller: Caller },
  ) => Promise<void>;
}

/** A later `updated_at` than the row's, so the revision derived from it always moves. */
const movedOn = (caller: Caller) =>
  sql`greatest(${caller.now.toISOString()}::timestamptz, ${n.updatedAt} + interval '1 millisecond')`;

export function derivedWriter<E extends Entity>(def: WriterDefinition<E>) {
  return {
    /** The entity locked with its carriers; with `revision` (an update's), at that revision. */
    locked: (tx: Db, caller: Caller, id: string, revision?: string | null) =>
      lockedEntity(
        tx,
        caller,
        () => def.read(tx, caller, id),
        def.carrying,
        revision === undefined ? undefined : { sent: revision, ...def.names },
      ),
    /** Every product carrying `entity` changed by `change` (or only touched), each recorded. */
    async rewrite(
      tx: Db,
      caller: Caller,
      entity: E,
      change?: (details: ProductDetails) => ProductDetails,
    ): Promise<void> {
      await rewriteCarriers(
        tx,
        caller,
        await lockCarriers(tx, caller, def.carrying(entity)),
        change,
      );
    },
    /** Keeps (or replaces) the entity made on its own: its name and settings. */
    async keep(
      tx: Db,
      caller: Caller,
      own: { kind: OwnKind; name: string },
      settings: CatalogNameSettings,
    ) {
      await tx
        .insert(n)
        .values({
          siteId: caller.siteId,
          ...own,
          settings,
          createdAt: caller.now,
          updatedAt: caller.now,
        })
        .onConflictDoUpdate({
          target: [n.siteId, n.kind, n.name],
          set: { settings, updatedAt: movedOn(caller) },
        });
    },
    /** The entity's own row (if it has one) renamed and its settings merged, its revision moved. */
    async move(
      tx: Db,
      caller: Caller,
      entity: E,
      to: { name?: string; settings?: CatalogNameSettings },
    ) {
      const { kind, name } = def.own(entity);
      await tx
        .update(n)
        .set({
          name: to.name ?? name,
          settings: sql`${n.settings} || ${JSON.stringify(to.settings ?? {})}::jsonb`,
          updatedAt: movedOn(caller),
        })
        .where(and(eq(n.siteId, caller.siteId), eq(n.kind, kind), eq(n.name, name)));
    },
    /** The entity's own row, if it has one, removed. */
    async drop(tx: Db, caller: Caller, entity: E) {
      const { kind, name } = def.own(entity);
      await tx
        .delete(n)
        .where(and(eq(n.siteId, caller.siteId), eq(n.kind, kind), eq(n.name, name)));
    },
    record: (tx: Db, caller: Caller, slug: Slug, entity: E) =>
      def.record(tx, { siteId: caller.siteId, slug, entityId: entity.id, wire: entity, caller }),
  };
}

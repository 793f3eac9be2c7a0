import { webhookEventType, type WebhookEntityFqdn, type WebhookSlug } from '@headless/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/unique-violation';
import type { Caller } from '../kernel/caller';
import type { DomainError } from '../kernel/errors';
import { isUuid } from '../kernel/ids';
import { recordOutboxEvent } from '../outbox/record';

/** A table of records a site owns: a uuid id, the site, and when each was made and changed. */
export type OwnedTable = PgTable & {
  id: AnyPgColumn;
  siteId: AnyPgColumn;
  updatedAt: AnyPgColumn;
};
type RowOf<T extends OwnedTable> = T['$inferSelect'] & { id: string };
/** What a create sets: all but the site and the timestamps, which come from the caller. */
type ValuesOf<T extends OwnedTable> = Omit<T['$inferInsert'], 'siteId' | 'createdAt' | 'updatedAt'>;
/** What an update sets: the given fields (undefined ones keep their value), or SQL. */
type ChangesOf<T extends OwnedTable> = {
  [K in keyof T['$inferInsert']]?: T['$inferInsert'][K] | SQL;
};
export type Slug = 'created' | 'updated' | 'deleted';
/** An entity of the webhook catalog with the whole life: created, updated and deleted. */
export type LifecycleEntity = {
  [F in WebhookEntityFqdn]: Slug extends WebhookSlug<F> ? F : never;
}[WebhookEntityFqdn];

export interface OwnedRecordsSpec<T extends OwnedTable, W> {
  table: T;
  /** The column of the parent each record belongs to (an event's staff: `eventId`), if any. */
  parent?: AnyPgColumn;
  /** The record in its wire shape; `now` for what depends on the clock (a rule's status). */
  toWire: (row: RowOf<T>, now: Date) => W;
  /** The entity of the webhook catalog whose `_created`, `_updated` and `_deleted` it records. */
  entity: LifecycleEntity;
  /** The module's error for a record the caller's site (or parent) does not have. */
  notFound: (id: string) => DomainError;
}

/** Where a record is looked for: its id and, for a child record, its parent's id. */
export interface RecordKey {
  id: string;
  parentId?: string;
}

/**
 * Create, read, update and delete of one table of site-owned records, the way every owner API
 * does them: each change in one transaction with its domain event (outbox/record.ts), under the
 * record's row lock; another site's record, or another parent's, is not found.
 */
export function ownedRecords<T extends OwnedTable, W extends Record<string, unknown>>(
  spec: OwnedRecordsSpec<T, W>,
) {
  const { table } = spec;
  // Drizzle cannot follow a table the type only bounds: it selects from the plain table, and
  // the rows it answers are T's.
  const selectable: PgTable = table;
  const rows = (result: unknown) => result as RowOf<T>[];

  async function record(tx: Db, caller: Caller, slug: Slug, row: RowOf<T>): Promise<W> {
    const wire = spec.toWire(row, caller.now);
    await recordOutboxEvent(tx, {
      siteId: caller.siteId,
      eventType: webhookEventType(spec.entity, slug),
      entityId: row.id,
      payload: wire,
      caller,
    });
    return wire;
  }

  /** The site's record, locked for the transaction: changes to one record run one by one. */
  async function lock(tx: Db, siteId: string, key: RecordKey): Promise<RowOf<T>> {
    const scope = [eq(table.siteId, siteId), eq(table.id, key.id)];
    if (spec.parent) scope.push(eq(spec.parent, key.parentId ?? ''));
    const wellFormed = isUuid(key.id) && (!spec.parent || isUuid(key.parentId ?? ''));
    const [row] = wellFormed
      ? rows(
          await tx
            .select()
            .from(selectable)
            .where(and(...scope))
            .for('update'),
        )
      : [];
    if (!row) throw spec.notFound(key.id);
    return row;
  }

  async function read(db: Db, caller: Caller, key: RecordKey): Promise<W> {
    return spec.toWire(await db.transaction((tx) => lock(tx, caller.siteId, key)), caller.now);
  }

  interface CreateOptions {
    /** Builds the values in the transaction (after locking the parent, say). */
    values: (tx: Db) => Promise<ValuesOf<T>> | ValuesOf<T>;
    /** The error when a unique constraint already holds such a record; without it, it throws. */
    taken?: () => DomainError;
  }

  async function create(db: Db, caller: Caller, options: CreateOptions): Promise<W> {
    return db.transaction(async (tx) => {
      const values = { ...(await options.values(tx)), siteId: caller.siteId };
      const insert = tx
        .insert(table)
        .values({ ...values, createdAt: caller.now, updatedAt: caller.now } as T['$inferInsert']);
      const [row] = rows(
        options.taken ? await insert.onConflictDoNothing().returning() : await insert.returning(),
      );
      // Only a create that may be taken skips the insert (on conflict, nothing).
      if (!row) throw options.taken!();
      return record(tx, caller, 'created', row);
    });
  }

  interface UpdateOptions {
    /** The changes to the locked record; undefined when there are none (nothing is recorded). */
    changes: (current: RowOf<T>) => ChangesOf<T> | undefined;
    /** The error when the change breaks a unique constraint; without it, it throws. */
    taken?: (current: RowOf<T>) => DomainError;
  }

  async function update(
    db: Db,
    caller: Caller,
    key: RecordKey,
    options: UpdateOptions,
  ): Promise<W> {
    return db.transaction(async (tx) => {
      const current = await lock(tx, caller.siteId, key);
      const changes = options.changes(current);
      if (!changes) return spec.toWire(current, caller.now);
      const given = Object.entries(changes).filter(([, value]) => value !== undefined);
      const [row] = rows(
        await tx
          .update(table)
          .set({ ...Object.fromEntries(given), updatedAt: caller.now } as ChangesOf<T>)
          .where(eq(table.id, current.id))
          .returning()
          .catch((error: unknown) => {
            if (options.taken && isUniqueViolation(error)) throw options.taken(current);
            throw error;
          }),
      );
      return record(tx, caller, 'updated', row!);
    });
  }

  /** Deletes the record; its deleted event carries it as it was. */
  async function remove(db: Db, caller: Caller, key: RecordKey): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await lock(tx, caller.siteId, key);
      await tx.delete(table).where(eq(table.id, row.id));
      await record(tx, caller, 'deleted', row);
    });
  }

  return { lock, read, create, update, remove, record };
}

/**
 * Optimistic concurrency: a patch names the revision it read, and the change makes the next one;
 * a patch of another revision is refused with the module's `mismatch` error (409).
 */
export function nextRevision(
  column: AnyPgColumn,
  current: { revision: number },
  expected: string,
  mismatch: (currentRevision: string) => DomainError,
): { revision: SQL } {
  if (String(current.revision) !== expected) throw mismatch(String(current.revision));
  return { revision: sql`${column} + 1` };
}

import type {
  BulkServicesResponse,
  DeleteOptions,
  Filter,
  Service,
  ServiceInput,
  ServicePatch,
} from '@headless/contract';
import { randomUUID } from 'node:crypto';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookingsCategories, bookingsServices as s } from '../../../db/schema/bookings';
import type { Caller } from '../../../kernel/caller';
import { DomainError } from '../../../kernel/errors';
import { compileWhere } from '../../../query/index';
import { categoryJoin, findServiceRow, liveServices } from '../load';
import { serviceQuerySpec } from '../query-spec';
import { recordServicesUpdated } from './service-events';
import { createService, deleteServices, updateService } from './writes';
import { serviceValues, type FieldsInput } from './write-input';
import { bulkActionMetadata } from '../../../kernel/bulk';

type Result = BulkServicesResponse['results'][number];

/**
 * Runs each item on its own: one bad item fails alone, with its error in itemMetadata
 * (docs/protocol.md §2.1).
 */
async function eachItem<T>(
  items: T[],
  run: (item: T) => Promise<{ id: string; service?: Service }>,
  returnEntity: boolean,
): Promise<BulkServicesResponse> {
  const results: Result[] = [];
  for (const [originalIndex, item] of items.entries()) {
    try {
      const { id, service } = await run(item);
      results.push({
        itemMetadata: { id, originalIndex, success: true },
        ...(returnEntity && service ? { item: service } : {}),
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const id = idOf(item);
      results.push({
        itemMetadata: {
          ...(id ? { id } : {}),
          originalIndex,
          success: false,
          error: {
            code: error.code,
            description: error.description,
            ...(error.data ? { data: error.data } : {}),
          },
        },
      });
    }
  }
  return { results, bulkActionMetadata: bulkActionMetadata(results) };
}

function idOf(item: unknown): string | undefined {
  if (typeof item === 'string') return item;
  const o = item as { id?: unknown; service?: { id?: unknown } };
  const id = o.service?.id ?? o.id;
  return typeof id === 'string' ? id : undefined;
}

export const bulkCreateServices = (
  db: Db,
  caller: Caller,
  services: ServiceInput[],
  returnEntity = true,
) =>
  eachItem(
    services,
    async (input) => {
      const service = await createService(db, caller, input);
      return { id: service.id, service };
    },
    returnEntity,
  );

export const bulkUpdateServices = (
  db: Db,
  caller: Caller,
  items: { service: ServicePatch; mask?: string | string[] | undefined }[],
  returnEntity = true,
) =>
  eachItem(
    items,
    async ({ service: patch, mask }) => {
      const service = await updateService(db, caller, patch, mask);
      return { id: service.id, service };
    },
    returnEntity,
  );

export const bulkDeleteServices = (
  db: Db,
  caller: Caller,
  ids: string[],
  options: DeleteOptions = {},
) =>
  eachItem(
    ids,
    async (id) => {
      await findServiceRow(db, caller.siteId, id);
      await deleteServices(db, caller, inArray(s.id, [id]), options);
      return { id };
    },
    false,
  );

/**
 * The live services a query filter matches (checked like a query's; it may name category.name).
 * `at` is the filter's path in the request, so a bad field is named as the caller sent it.
 */
export function filterWhere(db: Db, siteId: string, filter: Filter | undefined, at: string): SQL {
  const where = compileWhere(filter, serviceQuerySpec, at);
  const matched = db
    .select({ id: s.id })
    .from(s)
    .leftJoin(bookingsCategories, categoryJoin)
    .where(and(liveServices(siteId), where));
  return inArray(s.id, matched);
}

/** Jobs finish before the response: the returned jobId is for the record only. */
export async function bulkDeleteByFilter(
  db: Db,
  caller: Caller,
  filter: Filter,
  options: DeleteOptions = {},
) {
  await deleteServices(db, caller, filterWhere(db, caller.siteId, filter, 'filter'), options);
  return { jobId: randomUUID() };
}

/** The same fields set on every matched service; references are checked once, up front. */
export async function bulkUpdateByFilter(
  db: Db,
  caller: Caller,
  filter: Filter,
  fields: FieldsInput,
) {
  const { siteId } = caller;
  const where = filterWhere(db, siteId, filter, 'filter');
  // Without a base row, details holds only the keys these fields touch: each service keeps the rest.
  const { details = {}, ...columns } = await serviceValues(db, siteId, fields);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(s)
      .set({
        ...columns,
        details: sql`${s.details} || ${JSON.stringify(details)}::jsonb`,
        revision: sql`${s.revision} + 1`,
        updatedAt: caller.now,
      })
      .where(and(liveServices(siteId), where))
      .returning({ id: s.id });
    await recordServicesUpdated(
      tx,
      caller,
      updated.map((r) => r.id),
    );
  });
  return { jobId: randomUUID() };
}

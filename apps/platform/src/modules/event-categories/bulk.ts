import type { BulkCategoriesResponse, CreateCategoryRequest } from '@headless/contract';
import type { Db } from '../../db/client';
import type { Caller } from '../../kernel/caller';
import { DomainError } from '../../kernel/errors';
import { bulkActionMetadata } from '../../kernel/bulk';
import { assignEvents, createCategory, unassignEvents } from './store';

type Result = BulkCategoriesResponse['results'][number];

/**
 * Each item of a bulk call is the single operation on its own, so one refused (a name taken, a
 * category or event not found) leaves the others done; its result names the error.
 */
async function eachOf<T>(
  items: T[],
  run: (item: T) => Promise<Omit<Result, 'itemMetadata'> & { id: string }>,
  idOf: (item: T) => string | undefined,
): Promise<BulkCategoriesResponse> {
  const results: Result[] = [];
  for (const [originalIndex, item] of items.entries()) {
    try {
      const { id, ...rest } = await run(item);
      results.push({ itemMetadata: { id, originalIndex, success: true }, ...rest });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const { code, description } = error;
      const id = idOf(item);
      results.push({
        itemMetadata: {
          ...(id ? { id } : {}),
          originalIndex,
          success: false,
          error: { code, description },
        },
      });
    }
  }
  return { results, bulkActionMetadata: bulkActionMetadata(results) };
}

/** Bulk Create Category: each created as Create Category creates one (a name taken fails it). */
export const bulkCreateCategories = (
  db: Db,
  caller: Caller,
  categories: CreateCategoryRequest['category'][],
) =>
  eachOf(
    categories,
    async (input) => {
      const item = await createCategory(db, caller, input);
      return { id: item.id, item };
    },
    () => undefined,
  );

/**
 * Bulk Assign / Unassign Events: the single operation (Assign Events, Unassign Events) on each
 * category named, with the same events; an unknown category fails only its item.
 */
const onEachCategory =
  (operation: typeof assignEvents) =>
  (db: Db, caller: Caller, categoryIds: string[], eventIds: string[]) =>
    eachOf(
      categoryIds,
      async (categoryId) => ({
        id: categoryId,
        item: await operation(db, caller, categoryId, eventIds),
      }),
      (categoryId) => categoryId,
    );

/** The event joins each category named, as Assign Events would. */
export const bulkAssignEvents = onEachCategory(assignEvents);

/** The event leaves each category named (none named: nothing leaves). */
export const bulkUnassignEvents = onEachCategory(unassignEvents);

import {
  BookingServiceErrorCode as Code,
  PlatformErrorCode,
  type CreateCategoryV2Request,
  type UpdateCategoryV2Request,
} from '@headless/contract';
import { count, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookingsCategories as c, bookingsServices as s } from '../../../db/schema/bookings';
import { sameId } from '../../../http/same-id';
import type { Caller } from '../../../kernel/caller';
import { conflict, notFound, precondition } from '../../../kernel/errors';
import { nextRevision, ownedRecords } from '../../../owned/records';
import { deleteServices } from '../writes/writes';
import { categoryToWire } from './category-reads';

/** The reference: each site has up to 100 categories. */
export const MAX_CATEGORIES = 100;

const categories = ownedRecords({
  table: c,
  toWire: categoryToWire,
  entity: 'wix.bookings.categories.v2.category',
  notFound: (id) =>
    notFound(PlatformErrorCode.notFound, `Category ${id} not found`, { categoryId: id }),
});
const nameTaken = () =>
  conflict(Code.categoryNameTaken, 'The site already has a category of this name');

/**
 * The owner creates a category, last in the list; V1's create and V2's are this one. Past the
 * site's 100 categories, 428 CATEGORY_LIMIT_REACHED.
 */
export async function createCategory(
  db: Db,
  caller: Caller,
  input: CreateCategoryV2Request['category'],
) {
  return categories.create(db, caller, {
    values: async (tx) => {
      const [row] = await tx
        .select({ n: count(), last: max(c.sortOrder) })
        .from(c)
        .where(eq(c.siteId, caller.siteId));
      if ((row?.n ?? 0) >= MAX_CATEGORIES)
        throw precondition(
          Code.categoryLimitReached,
          `A site has at most ${MAX_CATEGORIES} categories`,
        );
      return { name: input.name, sortOrder: row?.last == null ? 0 : row.last + 1 };
    },
    taken: nameTaken,
  });
}

/**
 * The owner renames a category, at the revision read (409 REVISION_MISMATCH otherwise); V1's
 * update names no revision, so its write simply makes the next one.
 */
export async function updateCategory(
  db: Db,
  caller: Caller,
  categoryId: string,
  patch: Omit<UpdateCategoryV2Request['category'], 'revision'> & { revision?: string },
) {
  sameId(categoryId, patch.id, 'category.id');
  const { revision } = patch;
  return categories.update(
    db,
    caller,
    { id: categoryId },
    {
      changes: (current) => ({
        ...(revision === undefined
          ? { revision: sql`${c.revision} + 1` }
          : nextRevision(c.revision, current, revision, (currentRevision) =>
              conflict(Code.revisionMismatch, 'The category changed since it was read', {
                currentRevision,
              }),
            )),
        name: patch.name,
      }),
      taken: nameTaken,
    },
  );
}

/**
 * The owner deletes a category (V2's delete and V1's). Its services keep its id, seen by the owner
 * only until given another (`servicesSeenBy`, the reference's "Impact on connected services");
 * V1's `deleteServices` deletes them as Delete Service does, in the same transaction.
 */
export async function deleteCategory(
  db: Db,
  caller: Caller,
  categoryId: string,
  { deleteServices: alsoServices = false } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    await categories.remove(tx, caller, { id: categoryId });
    if (alsoServices) await deleteServices(tx, caller, eq(s.categoryId, categoryId));
  });
}

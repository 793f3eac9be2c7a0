import type { EventFields } from '@headless/contract';
import { EventsErrorCode } from '@headless/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventsCategories, eventsEventCategories } from '../../db/schema/events';
import { notFound } from '../../kernel/errors';
import { isUuid } from '../../kernel/ids';

type CategoryRef = NonNullable<EventFields['categories']>[number];

/** Category ids for the references: ids must exist on the site, names are created when new. */
export async function resolveCategories(
  tx: Db,
  siteId: string,
  refs: CategoryRef[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const ref of refs) {
    if (ref.id) {
      if (!isUuid(ref.id)) throw categoryNotFound(ref.id);
      const [row] = await tx
        .select({ id: eventsCategories.id })
        .from(eventsCategories)
        .where(and(eq(eventsCategories.siteId, siteId), eq(eventsCategories.id, ref.id)));
      if (!row) throw categoryNotFound(ref.id);
      ids.push(row.id);
    } else if (ref.name) {
      ids.push(await categoryByName(tx, siteId, ref.name));
    }
  }
  return [...new Set(ids)];
}

async function categoryByName(tx: Db, siteId: string, name: string): Promise<string> {
  await tx.insert(eventsCategories).values({ siteId, name }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: eventsCategories.id })
    .from(eventsCategories)
    .where(and(eq(eventsCategories.siteId, siteId), eq(eventsCategories.name, name)));
  if (!row) throw new Error(`category ${name} vanished`);
  return row.id;
}

export async function setEventCategories(
  tx: Db,
  siteId: string,
  eventId: string,
  categoryIds: string[],
): Promise<void> {
  await tx.delete(eventsEventCategories).where(eq(eventsEventCategories.eventId, eventId));
  if (!categoryIds.length) return;
  await tx
    .insert(eventsEventCategories)
    .values(categoryIds.map((categoryId, position) => ({ eventId, categoryId, siteId, position })));
}

export async function categoryIdsOf(tx: Db, eventId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: eventsEventCategories.categoryId })
    .from(eventsEventCategories)
    .where(eq(eventsEventCategories.eventId, eventId))
    .orderBy(eventsEventCategories.position);
  return rows.map((r) => r.id);
}

export const categoryNotFound = (categoryId: string) =>
  notFound(EventsErrorCode.categoryNotFound, `Category ${categoryId} not found`, { categoryId });

export async function requireCategory(db: Db, siteId: string, categoryId: string): Promise<void> {
  const rows = isUuid(categoryId)
    ? await db
        .select({ id: eventsCategories.id })
        .from(eventsCategories)
        .where(and(eq(eventsCategories.siteId, siteId), inArray(eventsCategories.id, [categoryId])))
    : [];
  if (!rows.length) throw categoryNotFound(categoryId);
}

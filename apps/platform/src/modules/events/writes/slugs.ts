import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eventsEvents as e } from '../../../db/schema/events';
import { firstFreeSlug, slugify as slugifyName } from '../../../kernel/slug';

export const slugify = (title: string): string => slugifyName(title, 'event');

export async function slugTaken(
  db: Db,
  siteId: string,
  slug: string,
  exceptEventId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: e.id })
    .from(e)
    .where(
      and(
        eq(e.siteId, siteId),
        eq(e.slug, slug),
        exceptEventId ? ne(e.id, exceptEventId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The slug itself when free, else the first free `<slug>-<n>`. */
export function freeSlug(db: Db, siteId: string, base: string): Promise<string> {
  return firstFreeSlug(base, (slug) => slugTaken(db, siteId, slug));
}

/** The unique key a slug may lose a race on. */
export const SLUG_KEY = [e.siteId, e.slug];
export const SLUG_CONSTRAINT = 'events_events_site_id_slug_key';

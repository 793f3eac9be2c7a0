import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookingsServices as s } from '../../../db/schema/bookings';
import { firstFreeSlug, insertUnderFreeSlug, slugify as slugifyName } from '../../../kernel/slug';

export const slugify = (name: string): string => slugifyName(name, 'service');

/** True when another service of the site answers to the slug, now or through an earlier slug. */
export async function slugTaken(
  db: Db,
  siteId: string,
  slug: string,
  exceptServiceId?: string,
): Promise<boolean> {
  const held = or(
    eq(s.slug, slug),
    sql`${s.oldSlugs} @> ${JSON.stringify([{ name: slug }])}::jsonb`,
  );
  const rows = await db
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.siteId, siteId), held, exceptServiceId ? ne(s.id, exceptServiceId) : undefined))
    .limit(1);
  return rows.length > 0;
}

/** The slug itself when free, else the first free `<slug>-<n>`. */
export function uniqueSlug(db: Db, siteId: string, base: string): Promise<string> {
  return firstFreeSlug(base, (slug) => slugTaken(db, siteId, slug));
}

/**
 * Inserts with the first free slug; a concurrent insert that took it first means try the next.
 * `insert` must skip a taken slug (ON CONFLICT on the slug key) rather than fail.
 */
export function withFreeSlug<T>(
  db: Db,
  siteId: string,
  base: string,
  insert: (slug: string) => Promise<T | undefined>,
): Promise<T> {
  return insertUnderFreeSlug(() => uniqueSlug(db, siteId, base), insert);
}

/** The unique key a generated slug may lose a race on. */
export const SLUG_KEY = [s.siteId, s.slug];
export const SLUG_CONSTRAINT = 'bookings_services_site_id_slug_key';

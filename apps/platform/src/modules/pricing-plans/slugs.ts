import { PricingPlansErrorCode } from '@headless/contract';
import { and, eq, like, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pricingPlans as p } from '../../db/schema/pricing-plans';
import { conflict } from '../../kernel/errors';
import { firstFreeSlug, slugify as slugifyName } from '../../kernel/slug';

export const slugify = (name: string): string => slugifyName(name, 'plan', 70);

/** The base itself when free, else the first free `<base>-<n>` (the unique index has the last word). */
export async function freeSlug(db: Db, siteId: string, base: string): Promise<string> {
  const rows = await db
    .select({ slug: p.slug })
    .from(p)
    .where(and(eq(p.siteId, siteId), like(p.slug, `${base}%`)));
  const taken = new Set(rows.map((r) => r.slug));
  return firstFreeSlug(base, (slug) => taken.has(slug));
}

export const slugTaken = (slug: string) =>
  conflict(PricingPlansErrorCode.slugTaken, `Another plan has the slug ${slug}`, { slug });

/** The unique key a slug may lose a race on. */
export const SLUG_KEY = [p.siteId, p.slug];
export const SLUG_CONSTRAINT = 'pricing_plans_site_id_slug_key';

/** A slug the owner chose must be free (a concurrent writer may still take it: see SLUG_KEY). */
export async function assertSlugFree(db: Db, siteId: string, slug: string, planId?: string) {
  const [row] = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.siteId, siteId), eq(p.slug, slug), planId ? ne(p.id, planId) : undefined));
  if (row) throw slugTaken(slug);
}

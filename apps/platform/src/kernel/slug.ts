/**
 * A URL slug made from a name: ASCII lowercase letters, digits and single inner hyphens (accents
 * dropped), at most `maxLength` characters; `fallback` when nothing of the name is left.
 */
export function slugify(name: string, fallback: string, maxLength = 80): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** The base itself when `taken` says it is free, else the first free `<base>-<n>` (n from 2). */
export async function firstFreeSlug(
  base: string,
  taken: (slug: string) => boolean | Promise<boolean>,
): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
}

/** More attempts than this means something other than a concurrent writer keeps taking slugs. */
const MAX_SLUG_ATTEMPTS = 100;

/**
 * Inserts under the first free slug. `insert` must skip a taken slug (ON CONFLICT DO NOTHING on the
 * slug's unique key) and return undefined: that means a concurrent writer committed the slug, so
 * the next `firstFree` (a new statement, a new snapshot) sees it and offers the next one. No
 * exception, so the caller's transaction stays usable.
 */
export async function insertUnderFreeSlug<T>(
  firstFree: () => Promise<string>,
  insert: (slug: string) => Promise<T | undefined>,
): Promise<T> {
  for (let attempt = 1; attempt <= MAX_SLUG_ATTEMPTS; attempt++) {
    const row = await insert(await firstFree());
    if (row !== undefined) return row;
  }
  throw new Error(`no free slug after ${MAX_SLUG_ATTEMPTS} attempts`);
}

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

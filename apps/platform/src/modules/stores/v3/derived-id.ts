import { sql, type SQL } from 'drizzle-orm';

/**
 * wire/v3.ts's derivedId(...parts) in SQL: a sha256 of the parts joined by NUL, laid out as a
 * version-4 uuid, so a filter on an id finds what the products report.
 */
export function derivedIdSql(...parts: (string | SQL)[]): SQL {
  const bytes = sql.join(
    parts.map((part) => sql`convert_to(${part}, 'UTF8')`),
    sql` || decode('00', 'hex') || `,
  );
  const hex = sql`encode(sha256(${bytes}), 'hex')`;
  return sql`substr(${hex}, 1, 8) || '-' || substr(${hex}, 9, 4) || '-4' || substr(${hex}, 14, 3) || '-a' || substr(${hex}, 18, 3) || '-' || substr(${hex}, 21, 12)`;
}

import type pg from 'pg';

/**
 * A database's public schema as sorted lines of text, one per object, spelled by PostgreSQL itself
 * (format_type, pg_get_expr, pg_get_constraintdef, pg_get_indexdef): two databases built by different
 * DDL compare equal exactly when PostgreSQL sees the same tables, columns, keys and indexes.
 *
 * Keys and foreign keys are compared by definition, not by name: PostgreSQL names them
 * `<table>_<column>_fkey`, drizzle-kit `<table>_<column>_<ref>_fk`, and no code depends on either.
 * Unique constraints and indexes keep their names: code matches unique violations by name.
 */
export async function describeCatalog(pool: pg.Pool): Promise<string[]> {
  const parts = await Promise.all(QUERIES.map((q) => pool.query<{ line: string }>(q)));
  return parts.flatMap((r) => r.rows.map((row) => row.line)).sort();
}

/** Tables of the migration runner itself (src/db/migrate.ts), not of the application. */
const OWN_TABLES = `('schema_migrations')`;

const TABLES = `
  SELECT c.oid, c.relname FROM pg_class c
  WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p')
    AND c.relname NOT IN ${OWN_TABLES}`;

const QUERIES = [
  `WITH t AS (${TABLES})
   SELECT format('column %s.%s %s%s%s', t.relname, a.attname, format_type(a.atttypid, a.atttypmod),
            CASE WHEN a.attnotnull THEN ' NOT NULL' ELSE '' END,
            coalesce(' DEFAULT ' || pg_get_expr(d.adbin, d.adrelid), '')) AS line
   FROM t JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum > 0 AND NOT a.attisdropped
   LEFT JOIN pg_attrdef d ON d.adrelid = t.oid AND d.adnum = a.attnum`,

  `WITH t AS (${TABLES})
   SELECT CASE WHEN con.contype IN ('u', 'c', 'x')
            THEN format('constraint %s.%s %s', t.relname, con.conname, pg_get_constraintdef(con.oid))
            ELSE format('constraint %s %s', t.relname, pg_get_constraintdef(con.oid)) END AS line
   FROM t JOIN pg_constraint con ON con.conrelid = t.oid
   -- PostgreSQL 18 also keeps NOT NULL as constraints ('n'); the column lines say it already.
   WHERE con.contype <> 'n'`,

  // Indexes that back a constraint are already described by it.
  `WITH t AS (${TABLES})
   SELECT format('index %s', pg_get_indexdef(i.indexrelid)) AS line
   FROM t JOIN pg_index i ON i.indrelid = t.oid
   WHERE NOT EXISTS (SELECT 1 FROM pg_constraint con WHERE con.conindid = i.indexrelid)`,

  `SELECT format('function %s(%s)', p.proname, pg_get_function_identity_arguments(p.oid)) AS line
   FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace`,

  `SELECT format('trigger %s on %s', tg.tgname, tg.tgrelid::regclass) AS line
   FROM pg_trigger tg JOIN pg_class c ON c.oid = tg.tgrelid
   WHERE c.relnamespace = 'public'::regnamespace AND NOT tg.tgisinternal`,

  `SELECT format('%s %s', CASE c.relkind WHEN 'v' THEN 'view' ELSE 'materialized view' END,
            c.relname) AS line
   FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('v', 'm')`,

  // Sequences a serial or identity column owns are described by the column's default.
  `SELECT format('sequence %s %s start %s increment %s min %s max %s cache %s%s', c.relname,
            format_type(s.seqtypid, NULL), s.seqstart, s.seqincrement, s.seqmin, s.seqmax,
            s.seqcache, CASE WHEN s.seqcycle THEN ' cycle' ELSE '' END) AS line
   FROM pg_class c JOIN pg_sequence s ON s.seqrelid = c.oid
   WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'S'
     AND NOT EXISTS (SELECT 1 FROM pg_depend d
                     WHERE d.objid = c.oid AND d.classid = 'pg_class'::regclass
                       AND d.deptype IN ('a', 'i'))`,

  `SELECT format('type %s', t.typname) AS line FROM pg_type t
   WHERE t.typnamespace = 'public'::regnamespace AND t.typtype IN ('e', 'd', 'c')
     AND NOT EXISTS (SELECT 1 FROM pg_class c WHERE c.reltype = t.oid)`,
];

import { and, not, or, sql, type SQL } from 'drizzle-orm';
import { filterOperators, type FilterOperator } from '@headless/contract';
import { fieldSpec, type FieldSpec } from './fields';
import { operators } from './operators';
import { isDateObject } from './values';
import { FILTER_PREFIX, filterField, type Violations } from './violations';

const TRUE = sql`true`;
const FALSE = sql`false`;

/** Deeper filters are refused: compiling them recursively would exhaust the stack (a 500). */
export const MAX_FILTER_DEPTH = 20;

/**
 * Field conditions, operators and logical keys of one filter, together: a bigger filter would cost
 * the compiler and PostgreSQL's planner more than a request may (and run out of bind parameters).
 */
export const MAX_FILTER_TERMS = 200;

interface FilterContext {
  fields: Record<string, FieldSpec>;
  violations: Violations;
  /** The filter's path in the request, which every violation's field starts with. */
  at: string;
  /** Filter objects above this one ($and, $or, $not and nested field objects). */
  depth: number;
  /** Terms compiled so far, shared by the whole filter. */
  terms: { count: number };
}

/**
 * Translates a query-language filter (docs/protocol.md §4) into one SQL condition over the
 * allow-listed fields. Problems are collected in `violations`, named under `at` (the filter's path
 * in the request); the result is meaningless when there are any.
 */
export function compileFilter(
  filter: unknown,
  fields: Record<string, FieldSpec>,
  violations: Violations,
  at: string = FILTER_PREFIX,
): SQL {
  if (filter === undefined || filter === null) return TRUE;
  return compileNode(filter, '', { fields, violations, at, depth: 0, terms: { count: 0 } });
}

function compileNode(node: unknown, prefix: string, ctx: FilterContext): SQL {
  if (!isPlainObject(node)) {
    ctx.violations.add(filterField(prefix, ctx.at), 'must be an object', 'FORMAT');
    return TRUE;
  }
  if (ctx.depth >= MAX_FILTER_DEPTH) {
    const description = `nests more than ${MAX_FILTER_DEPTH} levels deep`;
    ctx.violations.add(filterField(prefix, ctx.at), description, 'MAX', {
      threshold: MAX_FILTER_DEPTH,
    });
    return TRUE;
  }
  const inner = { ...ctx, depth: ctx.depth + 1 };
  const parts = Object.entries(node).map(([key, value]) => compileEntry(key, value, prefix, inner));
  return and(...parts) ?? TRUE;
}

function compileEntry(key: string, value: unknown, prefix: string, ctx: FilterContext): SQL {
  if (!withinTermLimit(ctx)) return TRUE;
  switch (key) {
    case '$and':
      return and(...nodes(value, key, ctx)) ?? TRUE;
    case '$or':
      return or(...nodes(value, key, ctx)) ?? FALSE;
    case '$not':
      return not(compileNode(value, prefix, ctx));
  }
  const path = prefix ? `${prefix}.${key}` : key;
  if (key.startsWith('$')) {
    ctx.violations.add(filterField(path, ctx.at), `unknown operator ${key}`, 'FIELD_NOT_ALLOWED');
    return TRUE;
  }
  const spec = fieldSpec(ctx.fields, path);
  if (spec && spec.filterable !== false) return compileCondition(path, spec, value, ctx);
  if (isNestedFilter(value) && hasFieldsUnder(path, ctx.fields))
    return compileNode(value, path, ctx);
  ctx.violations.add(
    filterField(path, ctx.at),
    'is not a field that can be filtered on',
    'FIELD_NOT_ALLOWED',
  );
  return TRUE;
}

/** `$and`/`$or` take an array of filters; each element starts again at the top level. */
function nodes(value: unknown, at: string, ctx: FilterContext): SQL[] {
  if (!Array.isArray(value)) {
    ctx.violations.add(filterField(at, ctx.at), 'must be an array', 'FORMAT');
    return [];
  }
  return value.map((item) => compileNode(item, '', ctx));
}

/** `{f: v}` is equality; `{f: {$op: v, …}}` applies every operator. */
function compileCondition(path: string, spec: FieldSpec, value: unknown, ctx: FilterContext): SQL {
  const field = filterField(path, ctx.at);
  if (!isOperatorObject(value))
    return operators.$eq(spec, value, { field, violations: ctx.violations }) ?? TRUE;
  const parts = Object.entries(value).map(([op, operand]) => {
    if (!withinTermLimit(ctx)) return TRUE;
    if (!isOperator(op)) {
      ctx.violations.add(field, `unknown operator ${op}`, 'FIELD_NOT_ALLOWED');
      return TRUE;
    }
    return operators[op](spec, operand, { field, violations: ctx.violations }) ?? TRUE;
  });
  return and(...parts) ?? TRUE;
}

/** Counts one term; the first one past the limit is reported once, on the filter itself. */
function withinTermLimit(ctx: FilterContext): boolean {
  ctx.terms.count++;
  if (ctx.terms.count === MAX_FILTER_TERMS + 1) {
    const description = `has more than ${MAX_FILTER_TERMS} conditions and operators`;
    ctx.violations.add(ctx.at, description, 'MAX_SIZE', { threshold: MAX_FILTER_TERMS });
  }
  return ctx.terms.count <= MAX_FILTER_TERMS;
}

function isOperator(key: string): key is FilterOperator {
  return (filterOperators as readonly string[]).includes(key);
}

function isOperatorObject(value: unknown): value is Record<string, unknown> {
  if (!isPlainObject(value) || isDateObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.some((k) => k.startsWith('$'));
}

function isNestedFilter(value: unknown): boolean {
  return isPlainObject(value) && !isOperatorObject(value) && !isDateObject(value);
}

function hasFieldsUnder(path: string, fields: Record<string, FieldSpec>): boolean {
  return Object.keys(fields).some((f) => f.startsWith(`${path}.`));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

import { sql, type SQL } from 'drizzle-orm';
import type { FieldSpec, FieldType } from './fields';
import type { Violations } from './violations';

/** Where a value sits, for the violation it may produce. */
export interface ValueContext {
  field: string;
  violations: Violations;
}

const scalarCast: Record<Exclude<FieldType, 'stringArray'>, string> = {
  string: 'text',
  number: 'numeric',
  boolean: 'boolean',
  date: 'timestamptz',
};

const describeType: Record<FieldType, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'a boolean',
  date: 'an ISO-8601 date',
  stringArray: 'a string',
};

/** The element type values are compared as: a string array's elements are strings. */
const elementType = (spec: FieldSpec): Exclude<FieldType, 'stringArray'> =>
  spec.type === 'stringArray' ? 'string' : spec.type;

/** Checks one value against the field and returns the JS value to bind, or undefined (violation added). */
export function checkScalar(spec: FieldSpec, value: unknown, ctx: ValueContext): unknown {
  const type = elementType(spec);
  const normalized = type === 'date' ? dateValue(value) : value;
  if (!matchesType(type, normalized)) {
    ctx.violations.add(ctx.field, `must be ${describeType[spec.type]}`, 'FORMAT');
    return undefined;
  }
  if (spec.enumValues && !spec.enumValues.includes(normalized as string)) {
    const allowed = [...spec.enumValues];
    ctx.violations.add(ctx.field, `must be one of: ${allowed.join(', ')}`, 'INVALID_ENUM_VALUE', {
      allowedValues: allowed,
    });
    return undefined;
  }
  return normalized;
}

/** Checks a list of values (for $in, $hasSome…); undefined when any is wrong. */
export function checkList(
  spec: FieldSpec,
  value: unknown,
  ctx: ValueContext,
): unknown[] | undefined {
  if (!Array.isArray(value)) {
    ctx.violations.add(ctx.field, 'must be an array', 'FORMAT');
    return undefined;
  }
  const checked = value.map((v) => checkScalar(spec, v, ctx));
  return checked.some((v) => v === undefined) ? undefined : checked;
}

/** A bound parameter with the field's SQL type. */
export function scalarParam(spec: FieldSpec, value: unknown): SQL {
  return sql`${value}::${sql.raw(scalarCast[elementType(spec)])}`;
}

/** A bound array parameter with the field's SQL element type. */
export function listParam(spec: FieldSpec, values: unknown[]): SQL {
  return sql`${sql.param(values)}::${sql.raw(scalarCast[elementType(spec)])}[]`;
}

function matchesType(type: Exclude<FieldType, 'stringArray'>, value: unknown): boolean {
  switch (type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'date':
    case 'string':
      return typeof value === 'string';
    default:
      return type satisfies never;
  }
}

/** Dates arrive as ISO strings or `{$date: "…"}`; anything unparsable is left to fail the check. */
function dateValue(value: unknown): unknown {
  const raw = isDateObject(value) ? value.$date : value;
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(raw)) return undefined;
  const time = Date.parse(raw);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

export function isDateObject(value: unknown): value is { $date: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length === 1 &&
    '$date' in value
  );
}

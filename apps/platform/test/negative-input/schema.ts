import type { Prng } from './prng';
import type { Schema } from './operations';

/** The first alternative of a union and the merge of an intersection: the shape a value takes. */
export function shapeOf(schema: Schema): Schema {
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (alternative) return shapeOf(alternative);
  if (schema.allOf?.length)
    return schema.allOf.map(shapeOf).reduce((a, b) => ({
      ...a,
      ...b,
      properties: { ...a.properties, ...b.properties },
      required: [...(a.required ?? []), ...(b.required ?? [])],
    }));
  return schema;
}

export const typeOf = (schema: Schema): string | undefined => {
  const { type, properties, items } = shapeOf(schema);
  const first = Array.isArray(type) ? type[0] : type;
  return first ?? (properties ? 'object' : items ? 'array' : undefined);
};

const MAX_SAMPLE_DEPTH = 8;

/** A plausible value of the schema: required properties only, the first enum value, a uuid for ids. */
export function sampleOf(schema: Schema, rng: Prng, name = '', depth = 0): unknown {
  const shape = shapeOf(schema);
  if (shape.enum?.length) return shape.enum[0];
  switch (typeOf(shape)) {
    case 'object': {
      if (depth > MAX_SAMPLE_DEPTH) return {};
      const required = shape.required ?? [];
      const entries = required.map((key) => [
        key,
        sampleOf(shape.properties?.[key] ?? {}, rng, key, depth + 1),
      ]);
      return Object.fromEntries(entries);
    }
    case 'array': {
      const count = Math.max(shape.minItems ?? 0, 1);
      return Array.from({ length: count }, () => sampleOf(shape.items ?? {}, rng, name, depth + 1));
    }
    case 'integer':
    case 'number':
      return Math.max(shape.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      return sampleString(shape, rng, name);
    case undefined:
    default:
      return 'x';
  }
}

function sampleString(shape: Schema, rng: Prng, name: string): string {
  if (shape.format === 'uuid' || /id$/i.test(name)) return rng.uuid();
  if (shape.format === 'date-time' || /date$/i.test(name)) return '2030-01-01T10:00:00.000Z';
  if (shape.format === 'email' || /email/i.test(name)) return 'someone@example.com';
  return 'x'.repeat(Math.max(shape.minLength ?? 1, 1));
}

export interface Field {
  /** Keys from the body's root; a number is an array index. */
  path: (string | number)[];
  schema: Schema;
}

const MAX_FIELD_DEPTH = 6;

/** Every field of a body schema, nested ones included, down to a fixed depth. */
export function fieldsOf(schema: Schema, prefix: (string | number)[] = []): Field[] {
  if (prefix.length > MAX_FIELD_DEPTH) return [];
  const shape = shapeOf(schema);
  const here: Field[] = prefix.length ? [{ path: prefix, schema: shape }] : [];
  if (typeOf(shape) === 'array' && shape.items)
    return [...here, ...fieldsOf(shape.items, [...prefix, 0])];
  const nested = Object.entries(shape.properties ?? {}).flatMap(([key, child]) =>
    fieldsOf(child, [...prefix, key]),
  );
  return [...here, ...nested];
}

/** A copy of `root` with `value` at `path`, creating the objects and arrays on the way. */
export function withValueAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const [key, ...rest] = path;
  const container = (
    typeof key === 'number'
      ? [...(Array.isArray(root) ? root : [])]
      : { ...(root && typeof root === 'object' && !Array.isArray(root) ? root : {}) }
  ) as Record<string | number, unknown>;
  container[key!] = withValueAt(container[key!], rest, value);
  return container;
}

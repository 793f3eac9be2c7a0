import type { Prng } from './prng';
import type { Schema } from './operations';
import { shapeOf, typeOf } from './schema';

/** One bad input: its class (named in failure messages) and the value sent. */
export interface BadValue {
  kind: string;
  value: unknown;
}

const ONE_MB = 1_000_000;

/** Text PostgreSQL cannot store, and text too long to be meant. */
const badStrings = (): BadValue[] => [
  { kind: 'nul', value: 'a\u0000b' },
  { kind: 'lone-high-surrogate', value: 'a\ud800b' },
  { kind: 'lone-low-surrogate', value: '\udc00' },
  // Under the 1 MiB body limit with the rest of a body, so it reaches validation.
  { kind: '1mb-string', value: 'x'.repeat(ONE_MB) },
];

const badNumbers = (): BadValue[] => [
  { kind: 'negative', value: -5 },
  { kind: 'huge', value: 1e12 },
  { kind: 'unsafe-integer', value: 2 ** 60 },
  { kind: 'fraction', value: 1.5 },
];

/** Paging fields get what a careless client sends most. */
const badPaging = (): BadValue[] => [
  { kind: 'paging-minus-one', value: -1 },
  { kind: 'paging-huge', value: 10 ** 12 },
  { kind: 'paging-negative-offset', value: -5 },
];

const wrongTypes: Record<string, BadValue[]> = {
  string: [
    { kind: 'number-for-string', value: 42 },
    { kind: 'object-for-string', value: { a: 1 } },
  ],
  integer: [
    { kind: 'string-for-number', value: '12' },
    { kind: 'bool-for-number', value: true },
  ],
  boolean: [{ kind: 'string-for-bool', value: 'yes' }],
  object: [
    { kind: 'string-for-object', value: 'x' },
    { kind: 'array-for-object', value: [1] },
  ],
  array: [
    { kind: 'string-for-array', value: 'x' },
    { kind: 'object-for-array', value: { a: 1 } },
  ],
};
wrongTypes.number = wrongTypes.integer!;

const isPaging = (name: string) => /^(limit|offset|cursor)$/i.test(name);

/** The catalogue for one field: wrong types for its type, and the bad values of its kind. */
export function badValuesFor(schema: Schema, name: string): BadValue[] {
  const shape = shapeOf(schema);
  const type = typeOf(shape) ?? 'string';
  const own = wrongTypes[type] ?? [];
  if (shape.enum?.length) return [...own, { kind: 'unknown-enum', value: 'NOT_A_VALUE' }];
  if (type === 'string') return [...own, ...badStrings()];
  if (type === 'integer' || type === 'number')
    return [...own, ...(isPaging(name) ? badPaging() : badNumbers())];
  return own;
}

/** Values for a path parameter that are no id at all (already URL-encoded where they need it). */
export const badPathValues = (rng: Prng): BadValue[] => [
  { kind: 'path-nul', value: '%00' },
  { kind: 'path-5000-chars', value: 'x'.repeat(5000) },
  { kind: 'path-dot-dot', value: '..%2F' },
  { kind: 'path-lone-surrogate', value: '%ED%A0%80' },
  { kind: 'path-random-uuid', value: rng.uuid() },
];

/** Query values as sent on the wire (encoded); a string field also gets a long one. */
export function badQueryValues(schema: Schema, name: string): BadValue[] {
  const type = typeOf(shapeOf(schema)) ?? 'string';
  const common: BadValue[] = [
    { kind: 'query-nul', value: '%00' },
    { kind: 'query-lone-surrogate', value: '%ED%A0%80' },
    { kind: 'query-8kb', value: 'x'.repeat(8192) },
  ];
  if (isPaging(name))
    return [
      ...common,
      { kind: 'paging-minus-one', value: '-1' },
      { kind: 'paging-huge', value: String(10 ** 12) },
      { kind: 'paging-negative-offset', value: '-5' },
    ];
  if (type === 'integer' || type === 'number')
    return [...common, { kind: 'not-a-number', value: 'abc' }];
  if (shapeOf(schema).enum?.length)
    return [...common, { kind: 'unknown-enum', value: 'NOT_A_VALUE' }];
  return common;
}

/** Whole bodies no schema accepts: deep nesting, wrong roots, a body too large. */
export const badBodies = (): { kind: string; payload: string }[] => [
  { kind: 'nested-10000', payload: '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000) },
  { kind: 'array-nested-10000', payload: '['.repeat(10_000) + ']'.repeat(10_000) },
  { kind: 'root-string', payload: '"x"' },
  { kind: 'root-null', payload: 'null' },
  { kind: 'root-array', payload: '[]' },
  { kind: 'over-1mib', payload: JSON.stringify({ x: 'x'.repeat(1_100_000) }) },
];

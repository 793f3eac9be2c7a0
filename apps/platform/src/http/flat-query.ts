import type { FieldViolation } from '@headless/contract';
import type { z } from 'zod';
import { validationError } from '../kernel/errors';

/**
 * Flat dotted query parameters (docs/protocol.md §1.3) are text; the request schema says which
 * leaves are numbers or booleans. Anything else stays text (so `query.filter.sku=1001` is the
 * string "1001"), except a JSON object or array where the schema takes one (a whole filter, say).
 */
type Kind = 'number' | 'boolean' | 'array' | 'json' | 'text';

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  valueType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  getter?: () => z.ZodType;
}

const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** Optional, default, pipe and lazy wrappers hide the schema that says what the value is. */
function unwrap(schema: z.ZodType | undefined): z.ZodType | undefined {
  let current = schema;
  for (let depth = 0; current && depth < 20; depth++) {
    const def = defOf(current);
    const inner = def.innerType ?? def.in ?? def.getter?.();
    if (!inner) return current;
    current = inner;
  }
  return current;
}

function childOf(schema: z.ZodType | undefined, key: string): z.ZodType | undefined {
  const node = unwrap(schema);
  if (!node) return undefined;
  const def = defOf(node);
  if (def.type === 'object') return def.shape?.[key];
  if (def.type === 'record') return def.valueType;
  if (def.type === 'union') return def.options?.map((o) => childOf(o, key)).find(Boolean);
  return undefined;
}

function kindOf(schema: z.ZodType | undefined): Kind {
  const node = unwrap(schema);
  if (!node) return 'text';
  const def = defOf(node);
  if (def.type === 'number' || def.type === 'int') return 'number';
  if (def.type === 'boolean') return 'boolean';
  if (def.type === 'array') return 'array';
  if (['object', 'record', 'unknown', 'any'].includes(def.type)) return 'json';
  if (def.type === 'union') return def.options?.some((o) => kindOf(o) === 'json') ? 'json' : 'text';
  return 'text';
}

function elementOf(schema: z.ZodType | undefined): z.ZodType | undefined {
  const node = unwrap(schema);
  return node && defOf(node).type === 'array' ? defOf(node).element : undefined;
}

/** `query.paging.limit=10` → `{query:{paging:{limit:10}}}`; repeated keys are already arrays. */
export function unflatten(
  flat: Record<string, unknown>,
  schema?: z.ZodType,
): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  const violations: FieldViolation[] = [];
  for (const [key, value] of Object.entries(flat)) {
    const path = key.split('.');
    if (path.some((segment) => !segment || UNSAFE_KEYS.has(segment))) continue;
    const leaf = path.pop() as string;
    let node = root;
    let nodeSchema = schema;
    for (const segment of path) {
      const next = node[segment];
      node = isRecord(next) ? next : (node[segment] = {});
      nodeSchema = childOf(nodeSchema, segment);
    }
    node[leaf] = convert(value, childOf(nodeSchema, leaf), key, violations);
  }
  if (violations.length) throw validationError(violations);
  return root;
}

function convert(
  value: unknown,
  schema: z.ZodType | undefined,
  field: string,
  out: FieldViolation[],
): unknown {
  const kind = kindOf(schema);
  if (kind === 'array') {
    const parsed = typeof value === 'string' ? parseJson(value) : value;
    const items = Array.isArray(parsed) ? parsed : [value];
    return items.map((item: unknown) => convert(item, elementOf(schema), field, out));
  }
  if (typeof value !== 'string') return value;
  if (kind === 'number') {
    if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
    out.push({
      field,
      description: 'must be a number',
      violatedRule: 'FORMAT',
      ruleName: 'NUMBER',
    });
  } else if (kind === 'boolean') {
    if (value === 'true' || value === 'false') return value === 'true';
    out.push({
      field,
      description: 'must be true or false',
      violatedRule: 'FORMAT',
      ruleName: 'BOOLEAN',
    });
  } else if (kind === 'json') {
    return parseJson(value);
  }
  return value;
}

/** A JSON object or array, else the text itself. */
function parseJson(value: string): unknown {
  if (!/^\s*[[{]/.test(value)) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

import { validationError } from '../../../kernel/errors';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Objects merge key by key; arrays and scalars replace; `null` clears. */
export function deepMerge(base: Json, patch: Json): Json {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else if (isObject(value) && isObject(out[key])) out[key] = deepMerge(out[key], value);
    else out[key] = value;
  }
  return out;
}

const pathsOf = (mask: string | string[]) =>
  (Array.isArray(mask) ? mask : mask.split(',')).map((p) => p.trim()).filter(Boolean);

function getAt(value: Json, path: string[]): unknown {
  return path.reduce<unknown>((v, key) => (isObject(v) ? v[key] : undefined), value);
}

function setAt(target: Json, path: string[], value: unknown): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (!rest.length) {
    if (value === undefined || value === null) delete target[head];
    else target[head] = value;
    return;
  }
  const child = isObject(target[head]) ? { ...target[head] } : {};
  setAt(child, rest, value);
  target[head] = child;
}

/**
 * The patch applied to the stored fields. With a mask only the named paths change (a named path
 * the patch leaves out is cleared); without one every sent field merges in.
 */
export function applyPatch(
  current: Json,
  patch: Json,
  mask: string | string[] | undefined,
  allowed: readonly string[],
  field = 'mask',
): Json {
  if (mask === undefined || !pathsOf(mask).length) return deepMerge(current, patch);
  const paths = pathsOf(mask);
  const unknown = paths.filter((p) => !allowed.includes(p.split('.')[0] ?? p));
  if (unknown.length)
    throw validationError([
      {
        field,
        description: `names fields that cannot be updated: ${unknown.join(', ')}`,
        violatedRule: 'VALIDATION',
      },
    ]);
  const out = structuredClone(current);
  for (const p of paths) setAt(out, p.split('.'), structuredClone(getAt(patch, p.split('.'))));
  return out;
}

/**
 * The one wire ↔ domain boundary (design.md): each entity declares which paths hold dates and
 * geocodes. Nothing is guessed from field names or value shapes. A path segment that meets an
 * array applies to every element; `*` stands for every key of an object.
 */
export interface EntityTransform<D extends string = string, G extends string = string> {
  readonly dates: readonly D[];
  readonly geocodes: readonly G[];
}

export function defineTransform<
  const D extends string = never,
  const G extends string = never,
>(declared: { dates?: readonly D[]; geocodes?: readonly G[] }): EntityTransform<D, G> {
  return { dates: declared.dates ?? [], geocodes: declared.geocodes ?? [] };
}

/** The SDK-side type of a wire shape: the declared date paths hold `Date` instead of strings. */
export type DatesAt<T, P extends string> = [P] extends [never]
  ? T
  : T extends readonly (infer E)[]
    ? DatesAt<E, P>[]
    : T extends Date
      ? T
      : T extends object
        ? { [K in keyof T]: K extends string ? Step<T[K], K, P> : T[K] }
        : T;

type Step<V, K extends string, P extends string> = K extends P
  ? DateLeaf<V>
  : DatesAt<V, P extends `${K}.${infer R}` ? R : P extends `*.${infer R}` ? R : never>;

type DateLeaf<V> = V extends readonly (infer E)[] ? DateLeaf<E>[] : V extends string ? Date : V;

/** An entity's SDK-side type named by its transform: what `fromWire(transform, wire)` returns. */
export type Transformed<W, T> = T extends EntityTransform<infer D, string> ? DatesAt<W, D> : W;

/** Applies an entity's transform to a freshly parsed wire value, in place, and returns it. */
export function fromWire<W, D extends string, G extends string>(
  transform: EntityTransform<D, G>,
  value: W,
): DatesAt<W, D> {
  for (const path of transform.dates) mapAt(value, path.split('.'), toDate);
  for (const path of transform.geocodes) mapAt(value, path.split('.'), toGeocode);
  return value as DatesAt<W, D>;
}

/** Request side: every Date becomes its ISO string, in a copy (docs/protocol.md §7, requests). */
export function toWire<T>(value: T): T {
  if (value instanceof Date) return value.toISOString() as T;
  if (Array.isArray(value)) return value.map(toWire) as T;
  if (isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toWire(v)])) as T;
  }
  return value;
}

function mapAt(node: unknown, segments: readonly string[], fn: (v: unknown) => unknown): unknown {
  if (Array.isArray(node)) {
    node.forEach((item, index) => (node[index] = mapAt(item, segments, fn)));
    return node;
  }
  const [head, ...rest] = segments;
  if (head === undefined) return fn(node);
  if (!isRecord(node)) return node;
  const keys = head === '*' ? Object.keys(node) : [head];
  for (const key of keys) {
    if (Object.hasOwn(node, key)) node[key] = mapAt(node[key], rest, fn);
  }
  return node;
}

function toDate(value: unknown): unknown {
  return typeof value === 'string' ? new Date(value) : value;
}

/** Doubles may arrive as strings ("NaN", "Infinity" or digits), so both become numbers. */
function toGeocode(value: unknown): unknown {
  if (!isRecord(value)) return value;
  for (const key of ['latitude', 'longitude']) {
    const raw = value[key];
    if (typeof raw === 'string') value[key] = Number(raw);
  }
  return value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A seeded PRNG (mulberry32): the suite sends the same requests on every run. */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  int(below: number): number;
  pick<T>(items: readonly T[]): T;
  /** Up to `count` items in their original order, each equally likely to be kept. */
  sample<T>(items: readonly T[], count: number): T[];
  uuid(): string;
}

export function prng(seed: number): Prng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const hex = (n: number) => Array.from({ length: n }, () => int(16).toString(16)).join('');
  return {
    next,
    int,
    pick: (items) => items[int(items.length)]!,
    sample(items, count) {
      if (items.length <= count) return [...items];
      const keep = new Set<number>();
      while (keep.size < count) keep.add(int(items.length));
      return items.filter((_, i) => keep.has(i));
    },
    // A version-4 uuid, as the platform's ids are.
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(4)]}${hex(3)}-${hex(12)}`,
  };
}

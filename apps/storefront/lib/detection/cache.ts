import 'server-only';
interface Entry<T> {
  value: T;
  expiresAt: number;
}

export interface TtlCache<T> {
  /** The cached value for key, or compute it; concurrent callers for one key share a computation. */
  get(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T>;
  clear(): void;
}

/**
 * Process memory only: a cache may be lost or differ between instances without harm
 * (design.md: nothing correct depends on process memory). Failures are never cached.
 */
export function createTtlCache<T>(now: () => number = Date.now): TtlCache<T> {
  const entries = new Map<string, Entry<T>>();
  const inFlight = new Map<string, Promise<T>>();
  // Bumped by clear(): a computation started before it must not store what it found.
  let generation = 0;

  function sweep(time: number) {
    for (const [key, entry] of entries) if (entry.expiresAt <= time) entries.delete(key);
  }

  return {
    get(key, ttlMs, compute) {
      const time = now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > time) return Promise.resolve(hit.value);
      const pending = inFlight.get(key);
      if (pending) return pending;
      sweep(time);
      const startedIn = generation;
      const promise = compute()
        .then((value) => {
          if (ttlMs > 0 && startedIn === generation)
            entries.set(key, { value, expiresAt: now() + ttlMs });
          return value;
        })
        .finally(() => {
          if (inFlight.get(key) === promise) inFlight.delete(key);
        });
      inFlight.set(key, promise);
      return promise;
    },
    clear() {
      generation += 1;
      entries.clear();
      inFlight.clear();
    },
  };
}

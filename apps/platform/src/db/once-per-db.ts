import type { Db } from './client';

/**
 * A value read once per database handle and kept by the process, for rows that never change once
 * stored (the signing keys). A failed read is forgotten, so the next call tries again.
 */
export function oncePerDb<T>(load: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  const cache = new WeakMap<Db, Promise<T>>();
  return (db) => {
    let value = cache.get(db);
    if (!value) {
      value = load(db);
      cache.set(db, value);
      value.catch(() => cache.delete(db));
    }
    return value;
  };
}

import type { CacheSync } from './sync';

/**
 * Whether the caller's request has synced the caches (`CacheSync.fresh`): a request needs to once,
 * as entries never get older. `undefined` syncs now.
 */
export type Synced = boolean | undefined;

/**
 * Read-mostly rows of one kind, grouped by site so a change notification drops that site's entries.
 * Entries are shared between requests: treat them as read-only.
 */
export class SiteCache<V> {
  private readonly sites = new Map<string, Map<string, V>>();

  constructor(private readonly sync: () => CacheSync | undefined) {}

  /** The cached values for `keys`, loading the missing ones with `load` (which may omit some). */
  async getMany(
    siteId: string,
    keys: string[],
    load: (missing: string[]) => Promise<Map<string, V>>,
    synced?: Synced,
  ): Promise<Map<string, V>> {
    const sync = this.sync();
    if (!sync || !(synced ?? (await sync.fresh()))) return load(keys);
    const site = this.sites.get(siteId);
    const found = new Map<string, V>();
    const missing: string[] = [];
    for (const key of keys) {
      const hit = site?.get(key);
      if (hit === undefined) missing.push(key);
      else found.set(key, hit);
    }
    if (!missing.length) return found;
    const generation = sync.generation;
    const loaded = await load(missing);
    // A change notified during the load may not be in what it read: then keep it for this request only.
    const keep = sync.generation === generation;
    for (const [key, value] of loaded) {
      found.set(key, value);
      if (keep) this.siteMap(siteId).set(key, value);
    }
    return found;
  }

  async get(siteId: string, key: string, load: () => Promise<V | undefined>, synced?: Synced) {
    const load1 = async () => {
      const value = await load();
      return new Map(value === undefined ? [] : [[key, value]]);
    };
    const found = await this.getMany(siteId, [key], load1, synced);
    return found.get(key);
  }

  dropSite(siteId: string): void {
    this.sites.delete(siteId);
  }

  clear(): void {
    this.sites.clear();
  }

  private siteMap(siteId: string): Map<string, V> {
    let site = this.sites.get(siteId);
    if (!site) this.sites.set(siteId, (site = new Map()));
    return site;
  }
}

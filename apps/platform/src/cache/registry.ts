import type { StoredCatalogVersion } from '@headless/contract';
import pg from 'pg';
import type { Db } from '../db/client';
import { SiteCache } from './site-cache';
import { CacheSync } from './sync';
import { clientOf } from '../db/prepared';

/** What authentication needs of a token's client: its site and the site's installed apps. */
export interface CachedClient {
  clientId: string;
  siteId: string;
  siteOwnerId: string;
  installedApps: string[];
  catalogVersion: StoredCatalogVersion;
}

/**
 * What each cache holds, by name. The modules that keep a cache declare its entry type here by
 * declaration merging (`declare module '…/cache/registry'`), so the cache layer needs none of
 * their types: `catalog` (stores/catalog.ts), `events` (event-tickets/event-cache.ts).
 */
export interface CacheEntries {
  /** By `<client id>|<site id>`; notified by sites, oauth_clients, installed_apps. */
  clients: CachedClient;
}

export type Caches = { [Name in keyof CacheEntries]: SiteCache<CacheEntries[Name]> } & {
  /** Syncs once for a request (see `Synced` in site-cache.ts); false when the caches cannot serve it. */
  sync(): Promise<boolean>;
};

const CLIENT_TABLES = new Set(['sites', 'oauth_clients', 'installed_apps']);
const CATALOG_TABLES = new Set(['stores_products', 'stores_product_options', 'stores_variants']);
const EVENTS_TABLES = new Set(['events_events', 'events_ticket_definitions']);

interface Entry {
  caches: Caches;
  sync?: CacheSync;
  users: number;
}

const byDb = new WeakMap<Db, Entry>();
/** For a handle no app opened caches on (CLI, seed): every lookup reads the database. */
const uncached = create(undefined).caches;

/** The caches of one database handle (one per instance), once an app has opened them. */
export function cachesFor(db: Db): Caches {
  return byDb.get(db)?.caches ?? uncached;
}

/** Called by each app built on `db`; the listening connection opens on first use. */
export function openCaches(db: Db): void {
  const entry = byDb.get(db) ?? create(db);
  entry.users++;
  byDb.set(db, entry);
}

function create(db: Db | undefined): Entry {
  let sync: CacheSync | undefined;
  const caches: Caches = {
    clients: new SiteCache(() => sync),
    catalog: new SiteCache(() => sync),
    events: new SiteCache(() => sync),
    sync: () => sync?.fresh() ?? Promise.resolve(false),
  };
  const pool = db && clientOf(db);
  if (pool instanceof pg.Pool) {
    const invalidate = (table: string, siteId: string) => {
      if (CLIENT_TABLES.has(table)) caches.clients.dropSite(siteId);
      if (CATALOG_TABLES.has(table)) caches.catalog.dropSite(siteId);
      if (EVENTS_TABLES.has(table)) caches.events.dropSite(siteId);
    };
    const reset = () => {
      caches.clients.clear();
      caches.catalog.clear();
      caches.events.clear();
    };
    sync = new CacheSync(pool.options, invalidate, reset);
  }
  return { caches, sync, users: 0 };
}

/** An app on `db` shuts down; the last one ends the listening connection. */
export async function closeCaches(db: Db): Promise<void> {
  const entry = byDb.get(db);
  if (!entry || --entry.users > 0) return;
  byDb.delete(db);
  await entry.sync?.close();
}

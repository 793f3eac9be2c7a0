import pg from 'pg';
import type { Db } from '../db/client';
import type { CachedEvent } from '../modules/event-tickets/event-cache';
import type { CatalogProduct } from '../modules/stores/catalog';
import { SiteCache } from './site-cache';
import { CacheSync } from './sync';

/** What authentication needs of a token's client: its site and the site's installed apps. */
export interface CachedClient {
  clientId: string;
  siteId: string;
  siteOwnerId: string;
  installedApps: string[];
}

export interface Caches {
  /** By `<client id>|<site id>`; notified by sites, oauth_clients, installed_apps. */
  clients: SiteCache<CachedClient>;
  /** Products with their options and variants, by product id; notified by the stores_* tables. */
  catalog: SiteCache<CatalogProduct>;
  /** Events with their ticket definitions, by event id; notified by events_events and definitions. */
  events: SiteCache<CachedEvent>;
  /** Syncs once for a request (see `Synced` in site-cache.ts); false when the caches cannot serve it. */
  sync(): Promise<boolean>;
}

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
  const pool = (db as { $client?: unknown } | undefined)?.$client;
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

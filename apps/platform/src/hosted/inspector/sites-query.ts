import { DEMO_SITE_ID } from '@headless/contract';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sites } from '../../db/schema/core';

export interface SiteChoice {
  id: string;
  name: string;
}

export function listSites(db: Db): Promise<SiteChoice[]> {
  return db.select({ id: sites.id, name: sites.name }).from(sites).orderBy(asc(sites.createdAt));
}

/** The asked-for site when it exists, else the seeded demo site, else the oldest one. */
export function chooseSite(all: SiteChoice[], asked: string | undefined): SiteChoice | undefined {
  return all.find((s) => s.id === asked) ?? all.find((s) => s.id === DEMO_SITE_ID) ?? all[0];
}

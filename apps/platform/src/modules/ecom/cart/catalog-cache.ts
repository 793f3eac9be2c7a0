import { cachesFor } from '../../../cache/registry';
import type { Synced } from '../../../cache/site-cache';
import type { Db } from '../../../db/client';
import { isUuid } from '../../../kernel/ids';
import { findProducts, type CatalogProduct } from '../../stores/index';

/**
 * The site's products among `ids` (with options and variants), from the instance's catalog cache:
 * every cart call prices its lines live, and the cache is current as of the call (src/cache).
 */
export async function catalogProducts(
  db: Db,
  siteId: string,
  ids: string[],
  synced?: Synced,
): Promise<Map<string, CatalogProduct>> {
  const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  if (!wanted.length) return new Map();
  return cachesFor(db).catalog.getMany(
    siteId,
    wanted,
    async (missing) => {
      const found = await findProducts(db, siteId, missing);
      return new Map(found.map((p) => [p.product.id, p]));
    },
    synced,
  );
}

export async function catalogProduct(
  db: Db,
  siteId: string,
  id: string,
  synced?: Synced,
): Promise<CatalogProduct | undefined> {
  return (await catalogProducts(db, siteId, [id], synced)).get(id.toLowerCase());
}

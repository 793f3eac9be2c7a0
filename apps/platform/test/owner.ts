import { DEMO_SITE_ID } from '@headless/contract';
import type { Db } from '../src/db/client';
import { createApiKey } from '../src/modules/api-keys/store';

/** ApiKeyStrategy headers of the site's owner (docs/protocol.md §1.4). */
export async function ownerHeaders(
  db: Db,
  siteId = DEMO_SITE_ID,
): Promise<{ authorization: string; 'wix-site-id': string }> {
  const { key } = await createApiKey(db, siteId);
  return { authorization: key, 'wix-site-id': siteId };
}

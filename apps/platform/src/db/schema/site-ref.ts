import { ownedBy, uuidId } from './columns';
import { sites } from './core';

/** `site_id`: every per-site table's row belongs to its site and goes with it. */
export const siteRef = () => ownedBy('site_id', () => sites.id);

/** The key of a site's entity: its own `id uuid` (random) and the `site_id` it belongs to. */
export const siteEntity = () => ({ id: uuidId(), siteId: siteRef() });

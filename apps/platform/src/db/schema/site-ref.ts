import { ownedBy } from './columns';
import { sites } from './core';

/** `site_id`: every per-site table's row belongs to its site and goes with it. */
export const siteRef = () => ownedBy('site_id', () => sites.id);

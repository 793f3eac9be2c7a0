import type { Db } from '../db/client';

/** Carts belong to visitors and members and start empty: the demo site has none to seed. */
export async function seedEcom(_db: Db, _siteId: string): Promise<void> {}

import type { Db } from '../db/client';

/** Placeholder until the domain seed lands. */
export async function seedEvents(_db: Db, _siteId: string): Promise<void> {}

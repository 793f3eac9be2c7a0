import { eq } from 'drizzle-orm';
import { sites } from '../../db/schema/core';
import { resolveSite } from '../sites';
import { UsageError, type CommandContext } from '../types';

/** `sites premium <on|off>`: payments (paid bookings, ecom checkout) need a premium site. */
export async function sitesPremium({ db, io, args, options }: CommandContext): Promise<void> {
  const state = args[0];
  if (state !== 'on' && state !== 'off')
    throw new UsageError('Say `sites premium on` or `sites premium off`.');
  const siteId = await resolveSite(db, options.site);
  await db
    .update(sites)
    .set({ premium: state === 'on' })
    .where(eq(sites.id, siteId));
  io.out(`Site ${siteId} is now ${state === 'on' ? 'premium' : 'free (not premium)'}.`);
}

import { IdentityErrorCode } from '@headless/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { identityLoginThrottle as t } from '../../../db/schema/identity';
import { invalid } from '../../../kernel/errors';

/** Failed logins allowed per window, per email and per client address. */
export const LOGIN_LIMITS = { email: 5, address: 20, windowMs: 15 * 60_000 };

/**
 * Charges one attempt before the password is checked, in one upsert, so instances sharing the
 * database agree and concurrent tries cannot slip past the limit. A success refunds it.
 */
async function charge(db: Db, siteId: string, key: string, now: Date): Promise<number> {
  const fresh = sql`${t.windowStart} <= ${new Date(now.getTime() - LOGIN_LIMITS.windowMs)}`;
  const [row] = await db
    .insert(t)
    .values({ siteId, key, windowStart: now, attempts: 1 })
    .onConflictDoUpdate({
      target: [t.siteId, t.key],
      set: {
        attempts: sql`case when ${fresh} then 1 else ${t.attempts} + 1 end`,
        windowStart: sql`case when ${fresh} then ${now} else ${t.windowStart} end`,
      },
    })
    .returning({ attempts: t.attempts });
  return row?.attempts ?? 1;
}

const keys = (email: string, address: string) => ({
  email: `email:${email.toLowerCase()}`,
  address: `address:${address}`,
});

/** The answer of an attempt the throttle refuses: the same for an account and an address. */
export const loginThrottled = () =>
  invalid(
    IdentityErrorCode.requestThrottled,
    'Too many login attempts: wait 15 minutes and try again',
    { retryAfterSeconds: LOGIN_LIMITS.windowMs / 1000 },
  );

/**
 * Charges the attempt to the account and to the client address, two separate limits. An account
 * over its limit is locked: refused before its password is checked, the right one included. An
 * address over its limit is only slowed: its wrong passwords are answered as throttled, but a right
 * one still logs in (`addressOverLimit`), so a burst of failures from a shared address (a test
 * suite, an office behind one NAT) locks no one else out of their own account.
 */
export async function chargeLogin(
  db: Db,
  siteId: string,
  email: string,
  address: string,
  now: Date,
): Promise<{ addressOverLimit: boolean }> {
  const k = keys(email, address);
  const byEmail = await charge(db, siteId, k.email, now);
  const byAddress = await charge(db, siteId, k.address, now);
  if (byEmail > LOGIN_LIMITS.email) throw loginThrottled();
  return { addressOverLimit: byAddress > LOGIN_LIMITS.address };
}

/** A good password: the email starts afresh, the address gets its attempt back. */
export async function refundLogin(db: Db, siteId: string, email: string, address: string) {
  const k = keys(email, address);
  await db.delete(t).where(and(eq(t.siteId, siteId), eq(t.key, k.email)));
  await db
    .update(t)
    .set({ attempts: sql`greatest(${t.attempts} - 1, 0)` })
    .where(and(eq(t.siteId, siteId), eq(t.key, k.address)));
}

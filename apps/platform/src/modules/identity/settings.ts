import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identitySettings, type SignupPolicy } from '../../db/schema/identity';

export interface IdentitySettings {
  signupPolicy: SignupPolicy;
  requireCaptcha: boolean;
  /** Password logins end in REQUIRE_MFA: a code by email finishes them. */
  requireMfa: boolean;
}

/** A site without a row lets new members in at once, with no captcha. */
export async function readSettings(db: Db, siteId: string): Promise<IdentitySettings> {
  const [row] = await db.select().from(identitySettings).where(eq(identitySettings.siteId, siteId));
  return row ?? { signupPolicy: 'SUCCESS', requireCaptcha: false, requireMfa: false };
}

export async function writeSettings(
  db: Db,
  siteId: string,
  settings: Partial<IdentitySettings>,
): Promise<void> {
  await db
    .insert(identitySettings)
    .values({ siteId, ...settings })
    .onConflictDoUpdate({ target: identitySettings.siteId, set: settings });
}

import type { Db } from '../db/client';
import { members } from '../db/schema/identity';
import { hashPassword, writeSettings } from '../modules/identity';

/** The demo member: logs in at once (email verified), to try member pages without registering. */
export const DEMO_MEMBER = {
  id: '7e1d2c3b-4a59-4687-9a1b-2c3d4e5f6a7b',
  email: 'member@example.com',
  password: 'member-password',
  firstName: 'Demo',
  lastName: 'Member',
} as const;

/**
 * New members of the demo site verify their email with a code from the outbox first (the flow the
 * e2e specs walk); sites without settings let new members in at once.
 */
export async function seedMembers(db: Db, siteId: string): Promise<void> {
  await writeSettings(db, siteId, { signupPolicy: 'REQUIRE_EMAIL_VERIFICATION' });
  const { password, ...member } = DEMO_MEMBER;
  await db
    .insert(members)
    .values({
      ...member,
      siteId,
      nickname: 'Demo',
      passwordHash: await hashPassword(password),
      status: 'APPROVED',
      emailVerified: true,
    })
    .onConflictDoNothing();
}

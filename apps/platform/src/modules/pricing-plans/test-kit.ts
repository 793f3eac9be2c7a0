import { randomUUID } from 'node:crypto';
import { DEMO_SITE_ID, SAMPLE_CLIENT_ID } from '@headless/contract';
import { asc, eq } from 'drizzle-orm';
import { visitorToken, type TestApp } from '../../../test/build-app';
import { madeBeforeAll } from '../../../test/harness';
export { codeOf, violationsOf } from '../../../test/harness';
import { ownerHeaders } from '../../../test/owner';
import { caller } from '../../../test/callers';
export { caller } from '../../../test/callers';
import type { Db } from '../../db/client';
import { domainEvents } from '../../db/schema/ecom-pricing';
import { signingKey } from '../oauth/grants/keys';
import { signAccessToken } from '../oauth/grants/tokens';
import { seedId } from '../../seed/seed-helpers';

export const planId = (slug: string) => seedId(DEMO_SITE_ID, `plan:${slug}`);

/**
 * A member access token as the identity module mints it (role 'member': `uid` in the data claim),
 * signed directly so these tests do not depend on registration and login.
 */
export async function memberToken(db: Db, memberId: string = randomUUID()): Promise<string> {
  return signAccessToken(
    {
      siteId: DEMO_SITE_ID,
      siteOwnerId: DEMO_SITE_ID,
      clientId: SAMPLE_CLIENT_ID,
      role: 'member',
      subjectId: memberId,
    },
    await signingKey(db),
    new Date(),
  );
}

/** Calls as the owner (API key), a visitor and a member of the demo site. */
export async function plansClient(t: TestApp, memberId = randomUUID()) {
  const owner = await ownerHeaders(t.db);
  return {
    memberId,
    asOwner: caller(t.app, owner),
    asVisitor: caller(t.app, { authorization: await visitorToken(t.app) }),
    asMember: caller(t.app, { authorization: await memberToken(t.db, memberId) }),
  };
}

/** The notifications recorded for one aggregate, oldest first. */
export async function notificationsOf(db: Db, aggregateId: string): Promise<string[]> {
  const rows = await db
    .select({ type: domainEvents.eventType })
    .from(domainEvents)
    .where(eq(domainEvents.aggregateId, aggregateId))
    .orderBy(asc(domainEvents.id));
  return rows.map((r) => r.type.replace('wix.pricing_plans.v2.', ''));
}

export const newPlan = (overrides: Record<string, unknown> = {}) => ({
  name: `Plan ${Math.random().toString(36).slice(2, 8)}`,
  description: 'A test plan.',
  perks: { values: ['One', 'Two'] },
  pricing: {
    subscription: { cycleDuration: { count: 1, unit: 'WEEK' }, cycleCount: 4 },
    price: { value: '12.50', currency: 'USD' },
    freeTrialDays: 3,
  },
  ...overrides,
});

/** `plansClient` for a whole test file, made in its `beforeAll` (see `madeBeforeAll`). */
export const usePlansClient = (t: TestApp) => madeBeforeAll(() => plansClient(t));

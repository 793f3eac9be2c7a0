import { DEMO_SITE_ID, SAMPLE_CLIENT_ID } from '@headless/contract';
import { eq } from 'drizzle-orm';
import { sites } from '../../src/db/schema/core';
import { signingKey } from '../../src/modules/oauth/grants/keys';
import { signAccessToken } from '../../src/modules/oauth/grants/tokens';
import { createSecondSite } from '../../src/seed/second-site';
import { visitorToken, type TestApp } from '../build-app';
import { ownerHeaders } from '../owner';

export type Headers = Record<string, string>;

/** Who sends a request: the two real callers first, then every way a credential can be wrong. */
export interface Principals {
  visitor: Headers;
  owner: Headers;
  missing: Headers;
  forged: Headers;
  expired: Headers;
  otherSiteVisitor: Headers;
  otherSiteOwner: Headers;
  /** The demo owner's key sent for the other site. */
  ownerKeyForOtherSite: Headers;
}

const DAY_MS = 86_400_000;

export async function principalsOf(t: TestApp): Promise<Principals> {
  const visitor = await visitorToken(t.app);
  const owner = await ownerHeaders(t.db);
  const other = await createSecondSite(t.db, { withData: true });
  return {
    visitor: { authorization: visitor },
    owner,
    missing: {},
    forged: { authorization: withForeignSignature(visitor) },
    expired: { authorization: await expiredVisitorToken(t) },
    otherSiteVisitor: { authorization: await visitorToken(t.app, other.clientId) },
    otherSiteOwner: await ownerHeaders(t.db, other.siteId),
    ownerKeyForOtherSite: { ...owner, 'wix-site-id': other.siteId },
  };
}

/** The same header and claims under a signature of the right length that no key made. */
function withForeignSignature(token: string): string {
  const signed = token.slice(0, token.lastIndexOf('.'));
  return `${signed}.${'A'.repeat(43)}`;
}

/** A token the platform itself signed two days ago: well formed, signed, and expired. */
async function expiredVisitorToken(t: TestApp): Promise<string> {
  const [site] = await t.db.select().from(sites).where(eq(sites.id, DEMO_SITE_ID));
  const subject = {
    siteId: DEMO_SITE_ID,
    siteOwnerId: site!.ownerId,
    clientId: SAMPLE_CLIENT_ID,
    role: 'visitor' as const,
    subjectId: '6f1c2a4e-0000-4000-8000-000000000001',
  };
  return signAccessToken(subject, await signingKey(t.db), new Date(Date.now() - 2 * DAY_MS));
}

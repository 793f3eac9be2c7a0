import type { WebhookIdentity } from '@headless/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { visitorToken, type TestApp } from '../../test/build-app';
import { outboxOf, ownerIdentity } from '../../test/outbox-events';
import { ownerHeaders } from '../../test/owner';
import type { Db } from '../db/client';
import { domainEvents } from '../db/schema/ecom-pricing';
import { createSecondSite } from '../seed/second-site';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Headers = Record<string, string>;

/**
 * Calls through app.inject as the demo site's owner (API key) or as a visitor, both made before
 * the file's tests; `asOtherSiteOwner` makes a second site and calls as its owner.
 */
export function useCallers(t: TestApp) {
  const made: { owner?: Headers; visitor?: Headers } = {};
  beforeAll(async () => {
    made.owner = await ownerHeaders(t.db);
    made.visitor = { authorization: await visitorToken(t.app) };
  });
  const as = (headers: () => Headers) => (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: headers(), ...(payload ? { payload } : {}) });
  const madeFor = (who: keyof typeof made) => () => {
    const headers = made[who];
    if (!headers) throw new Error('useCallers: the callers are made in beforeAll; call in a test');
    return headers;
  };
  return {
    asOwner: as(madeFor('owner')),
    asVisitor: as(madeFor('visitor')),
    asOtherSiteOwner: async () => {
      const other = await ownerHeaders(t.db, (await createSecondSite(t.db)).siteId);
      return as(() => other);
    },
  };
}

/**
 * The whole recorded life of a record: created, updated and deleted, in that order, on its
 * entity and id, each with the record as it was (the deleted one as last updated); the create by
 * `createdBy`, the rest by the owner.
 */
export async function expectLifeRecorded(
  db: Db,
  entity: string,
  [created, updated]: [{ id: string }, object],
  createdBy: WebhookIdentity | object = ownerIdentity,
) {
  const events = await outboxOf(db, entity, created.id);
  expect(events.map((e) => e.eventType)).toEqual([
    `${entity}_created`,
    `${entity}_updated`,
    `${entity}_deleted`,
  ]);
  expect(events.map((e) => e.payload)).toEqual([created, updated, updated]);
  expect(events.map((e) => e.identity)).toEqual([createdBy, ownerIdentity, ownerIdentity]);
  for (const e of events)
    expect(e).toMatchObject({ aggregateType: entity, aggregateId: created.id });
}

/** How many events the outbox holds for an entity, of any record (to see that none was added). */
export async function outboxCount(db: Db, entity: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(domainEvents)
    .where(eq(domainEvents.aggregateType, entity));
  return Number(row!.n);
}

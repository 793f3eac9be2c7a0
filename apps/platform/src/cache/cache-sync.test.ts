import { AppId, CartResponse, DEMO_SITE_ID } from '@headless/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../test/build-app';
import { caller } from '../../test/callers';
import { expectAppError, useSecondInstance, useTestApp } from '../../test/harness';
import type { Db } from '../db/client';
import { installedApps } from '../db/schema/core';
import { eventsTicketDefinitions } from '../db/schema/event-tickets';
import { eventsEvents } from '../db/schema/events';
import { storesProducts, storesVariants } from '../db/schema/stores';
import { seedId } from '../seed/seed-helpers';
import { JAZZ, useTicketsKit } from '../modules/event-tickets/test-kit';
import { CacheSync, LISTENER_NAME } from './sync';
import type { App } from '../kernel/app-type';

const MUG = seedId(DEMO_SITE_ID, 'product:ceramic-coffee-mug');
const CART = '/ecom/v1/carts/current';
const GENERAL = seedId(DEMO_SITE_ID, 'ticket:summer-jazz-night:General Admission');

/** Two stateless instances on one database, each with its own pool and caches. */
const t = useTestApp(); // instance A
const b = useSecondInstance(t, 4);
const k = useTicketsKit(t);

const getCart = (app: App, token: string) =>
  app.inject({ method: 'GET', url: CART, headers: { authorization: token } });
const addMug = (app: App, token: string) =>
  app.inject({
    method: 'POST',
    url: `${CART}/add-to-cart`,
    headers: { authorization: token },
    payload: {
      lineItems: [{ catalogReference: { appId: AppId.ecom, catalogItemId: MUG }, quantity: 1 }],
    },
  });
const linePrice = async (app: App, token: string) => {
  const res = await getCart(app, token);
  expect(res.statusCode, res.body).toBe(200);
  return CartResponse.parse(res.json()).cart.lineItems[0]?.price.amount;
};
const setMugPrice = (db: Db, minor: number) =>
  db.update(storesProducts).set({ priceMinor: minor }).where(eq(storesProducts.id, MUG));

describe('per-instance caches over one database', () => {
  it('prices a cart on instance B with a catalog change committed through instance A', async () => {
    const token = await visitorToken(t.app);
    expect((await addMug(b.app, token)).statusCode).toBe(200);
    expect(await linePrice(b.app, token)).toBe('14');
    await setMugPrice(t.db, 1650);
    expect(await linePrice(b.app, token)).toBe('16.5');
    await setMugPrice(t.db, 1400);
    expect(await linePrice(b.app, token)).toBe('14');
  });

  it('refuses an add on B once A has sold the last item', async () => {
    const token = await visitorToken(t.app);
    expect((await addMug(b.app, token)).statusCode).toBe(200);
    const mugVariant = and(eq(storesVariants.productId, MUG));
    await t.db
      .update(storesProducts)
      .set({ trackInventory: true })
      .where(eq(storesProducts.id, MUG));
    await t.db.update(storesVariants).set({ quantity: 0 }).where(mugVariant);
    const res = await addMug(b.app, token);
    expect(res.json().details?.applicationError?.code).toBe('ITEM_OUT_OF_STOCK');
    await t.db
      .update(storesProducts)
      .set({ trackInventory: false })
      .where(eq(storesProducts.id, MUG));
    expect((await addMug(b.app, token)).statusCode).toBe(200);
  });

  it('answers 403 on B right after the app is uninstalled through A, and 200 once it is back', async () => {
    const token = await visitorToken(t.app);
    expect((await addMug(b.app, token)).statusCode).toBe(200);
    const stores = and(eq(installedApps.siteId, DEMO_SITE_ID), eq(installedApps.app, 'stores'));
    const [row] = await t.db.delete(installedApps).where(stores).returning();
    const refused = await getCart(b.app, token);
    expectAppError(refused, 403, 'APP_NOT_INSTALLED');
    await t.db.insert(installedApps).values(row!);
    expect((await getCart(b.app, token)).statusCode).toBe(200);
  });

  it('reserves on B with the ticket and event changes committed through A', async () => {
    const token = await visitorToken(t.app);
    const reserve = () => k.reserve(GENERAL, 1, caller(b.app, { authorization: token }));
    expect((await reserve()).statusCode).toBe(200);
    const general = eq(eventsTicketDefinitions.id, GENERAL);
    await t.db.update(eventsTicketDefinitions).set({ hidden: true }).where(general);
    expectAppError(await reserve(), 404, 'TICKET_NOT_FOUND');
    await t.db.update(eventsTicketDefinitions).set({ hidden: false }).where(general);
    await t.db.update(eventsEvents).set({ state: 'DRAFT' }).where(eq(eventsEvents.id, JAZZ));
    expectAppError(await reserve(), 404, 'EVENT_NOT_FOUND');
    await t.db.update(eventsEvents).set({ state: 'PUBLISHED' }).where(eq(eventsEvents.id, JAZZ));
    expect((await reserve()).statusCode).toBe(200);
  });

  it('starts empty after its listening connection is lost, so no change is missed', async () => {
    const token = await visitorToken(t.app);
    expect((await addMug(b.app, token)).statusCode).toBe(200);
    expect(await linePrice(b.app, token)).toBe('14');
    // Drop every instance's listener; the change below is notified to nobody.
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_NAME}`,
    );
    await setMugPrice(t.db, 1800);
    expect(await linePrice(b.app, token)).toBe('18');
    expect(await linePrice(t.app, token)).toBe('18');
    await setMugPrice(t.db, 1400);
    expect(await linePrice(b.app, token)).toBe('14');
  });
});

describe('CacheSync', () => {
  it('has seen every change committed before fresh() was called once it answers', async () => {
    const seen: string[] = [];
    const resets: number[] = [];
    const sync = new CacheSync(
      { connectionString: t.url },
      (table, siteId) => seen.push(`${table}:${siteId}`),
      () => resets.push(sync.generation),
    );
    try {
      expect(await sync.fresh()).toBe(true);
      expect(resets).toHaveLength(1);
      await setMugPrice(t.db, 1400);
      expect(await sync.fresh()).toBe(true);
      expect(seen).toContain(`stores_products:${DEMO_SITE_ID}`);
    } finally {
      await sync.close();
    }
    expect(await sync.fresh()).toBe(false);
  });
});

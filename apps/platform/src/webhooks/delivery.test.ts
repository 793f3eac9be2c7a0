import { DEMO_SITE_ID, WebhookPublicKeyResponse } from '@headless/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/build-app';
import { closeDb, createDb } from '../db/client';
import { migrate } from '../db/migrate';
import { domainEvents } from '../db/schema/ecom-pricing';
import { recordOutboxEvent } from '../outbox/record';
import { USER_AGENT } from './send';
import { webhookSigningKey } from './signing-key';
import {
  clearSubscriptionsAfterEach,
  decodeDelivery,
  dispatcherFor,
  useWebhookTestApp,
  useReceiver,
  verifiesWith,
} from './test-kit';

const { t, owner } = useWebhookTestApp();
const receiver = useReceiver();
clearSubscriptionsAfterEach(t, receiver);

const BOOKING_CONFIRMED = 'wix.bookings.v2.booking_confirmed';
const CART_CREATED = 'wix.ecom.v1.cart_created';

async function subscribe(eventTypes?: string[]) {
  const res = await owner('POST', '/webhooks/v1/subscriptions', { url: receiver.url, eventTypes });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().subscription as { id: string };
}

describe('a delivery', () => {
  it('is an RS256 JWT that the public key from the endpoint verifies, with the envelope of the event', async () => {
    await subscribe();
    const booking = { id: 'b-1', status: 'CONFIRMED' };
    await t.db.transaction((tx) =>
      recordOutboxEvent(tx, {
        siteId: DEMO_SITE_ID,
        eventType: BOOKING_CONFIRMED,
        entityId: 'b-1',
        payload: booking,
        identity: { identityType: 'MEMBER', memberId: 'm-1' },
      }),
    );
    await dispatcherFor(t.db, t.url).runOnce();

    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    const keyRes = await t.app.inject({ method: 'GET', url: '/webhooks/v1/public-key' });
    expect(keyRes.statusCode).toBe(200);
    const key = WebhookPublicKeyResponse.parse(keyRes.json());
    expect(verifiesWith(request!.body, key.publicKey)).toBe(true);
    const tampered = request!.body.replace(
      /\.([^.]+)\./,
      (_, p: string) => `.${p.startsWith('A') ? 'B' : 'A'}${p.slice(1)}.`,
    );
    expect(verifiesWith(tampered, key.publicKey)).toBe(false);

    const decoded = decodeDelivery(request!.body);
    expect(decoded.header).toEqual({ alg: 'RS256', typ: 'JWT', kid: key.kid });
    expect(decoded.claims.exp! - decoded.claims.iat).toBe(3600);
    const [row] = await t.db
      .select()
      .from(domainEvents)
      .where(sql`aggregate_id = 'b-1'`);
    expect(decoded.envelope).toMatchObject({
      eventType: BOOKING_CONFIRMED,
      instanceId: DEMO_SITE_ID,
    });
    expect(decoded.data).toEqual({
      id: row!.eventUuid,
      entityFqdn: 'wix.bookings.v2.booking',
      slug: 'confirmed',
      entityId: 'b-1',
      eventTime: row!.createdAt.toISOString(),
      actionEvent: { bodyAsJson: JSON.stringify(booking) },
    });
    expect(decoded.identity).toEqual({ identityType: 'MEMBER', memberId: 'm-1' });
    expect(request!.headers).toMatchObject({
      'content-type': 'text/plain',
      'user-agent': USER_AGENT,
      'x-webhook-attempt': '1',
    });
    expect(request!.deliveryId).toMatch(/^\d+$/);
  });

  it('carries a created entity as entityAsJson, and UNKNOWN identity when none was recorded', async () => {
    await subscribe([CART_CREATED]);
    await t.db.transaction((tx) =>
      recordOutboxEvent(tx, {
        siteId: DEMO_SITE_ID,
        eventType: CART_CREATED,
        entityId: 'cart-1',
        payload: { id: 'cart-1' },
      }),
    );
    await dispatcherFor(t.db, t.url).runOnce();
    const decoded = decodeDelivery(receiver.received[0]!.body);
    expect(decoded.data.createdEvent).toEqual({ entityAsJson: '{"id":"cart-1"}' });
    expect(decoded.data.actionEvent).toBeUndefined();
    expect(decoded.identity).toEqual({ identityType: 'UNKNOWN' });
  });

  it('goes only to subscriptions of the type, and not for events recorded before the subscription', async () => {
    await t.db.transaction((tx) =>
      recordOutboxEvent(tx, {
        siteId: DEMO_SITE_ID,
        eventType: CART_CREATED,
        entityId: 'before',
        payload: {},
      }),
    );
    await subscribe([BOOKING_CONFIRMED]);
    for (const [eventType, entityId] of [
      [CART_CREATED, 'other-type'],
      [BOOKING_CONFIRMED, 'wanted'],
    ] as const)
      await t.db.transaction((tx) =>
        recordOutboxEvent(tx, { siteId: DEMO_SITE_ID, eventType, entityId, payload: {} }),
      );
    const pass = await dispatcherFor(t.db, t.url).runOnce();
    expect(pass.sent).toBe(1);
    expect(receiver.received.map((r) => r.entityId)).toEqual(['wanted']);
    const unpublished = await t.db.execute(
      sql`SELECT count(*)::int AS n FROM domain_events WHERE published_at IS NULL`,
    );
    expect(unpublished.rows[0]).toEqual({ n: 0 });
  });

  it('delivers an event type missing from the catalog (an old row) as an action', async () => {
    await subscribe();
    await t.db.insert(domainEvents).values({
      siteId: DEMO_SITE_ID,
      aggregateType: 'ecom/cart',
      aggregateId: 'old-1',
      eventType: 'ecom/cart_created',
      payload: { id: 'old-1' },
    });
    await dispatcherFor(t.db, t.url).runOnce();
    const decoded = decodeDelivery(receiver.received[0]!.body);
    expect(decoded.envelope.eventType).toBe('ecom/cart_created');
    expect(decoded.data.actionEvent).toEqual({ bodyAsJson: '{"id":"old-1"}' });
  });
});

describe('the signing key', () => {
  it('is served without a token and stays the same', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/webhooks/v1/public-key' });
    const again = await t.app.inject({ method: 'GET', url: '/webhooks/v1/public-key' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(again.json());
    expect(first.json()).toMatchObject({ algorithm: 'RS256' });
    expect(first.json().publicKey).toContain('BEGIN PUBLIC KEY');
  });

  it('is one key for all instances that ask for it at once on a new database', async () => {
    const database = await createTestDatabase();
    const instances = [createDb(database.url, { max: 2 }), createDb(database.url, { max: 2 })];
    try {
      await migrate(database.db.$client);
      const keys = await Promise.all(instances.map((db) => webhookSigningKey(db)));
      expect(keys[0]!.kid).toBe(keys[1]!.kid);
      const count = await database.db.execute(
        sql`SELECT count(*)::int AS n FROM platform_signing_keys`,
      );
      expect(count.rows[0]).toEqual({ n: 1 });
    } finally {
      await Promise.all(instances.map((db) => closeDb(db)));
      await database.drop();
    }
  });
});

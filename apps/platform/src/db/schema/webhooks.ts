import { WebhookDeliveryStatus } from '@headless/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { contractEnum, createdAt, identityId, ownedBy, ts } from './columns';
import { domainEvents } from './ecom-pricing';
import { siteEntity, siteRef } from './site-ref';

/** Webhook subscriptions, deliveries, attempts, the signing key, the request log (0016). */

export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    ...siteEntity(),
    appId: text('app_id').notNull(),
    url: text('url').notNull(),
    eventTypes: text('event_types').array().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [unique('webhook_subscriptions_site_id_app_id_url_key').on(t.siteId, t.appId, t.url)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: identityId(),
    siteId: siteRef(),
    subscriptionId: ownedBy('subscription_id', () => webhookSubscriptions.id),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    entityKey: text('entity_key').notNull(),
    status: contractEnum('status', WebhookDeliveryStatus).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    leaseUntil: ts('lease_until'),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    deliveredAt: ts('delivered_at'),
    failedAt: ts('failed_at'),
  },
  (t) => [
    unique('webhook_deliveries_subscription_id_event_id_key').on(t.subscriptionId, t.eventId),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'PENDING'`),
    index('webhook_deliveries_entity_idx')
      .on(t.subscriptionId, t.entityKey, t.eventId)
      .where(sql`${t.status} = 'PENDING'`),
    index('webhook_deliveries_site_idx').on(t.siteId, t.id),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    startedAt: ts('started_at').notNull(),
    durationMs: integer('duration_ms'),
    statusCode: integer('status_code'),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.deliveryId, t.attempt] })],
);

export const platformSigningKeys = pgTable('platform_signing_keys', {
  kid: text('kid').primaryKey(),
  privateKeyPem: text('private_key_pem').notNull(),
  publicKeyPem: text('public_key_pem').notNull(),
  createdAt: createdAt(),
});

export const requestLog = pgTable('request_log', {
  id: identityId(),
  at: ts('at').notNull().defaultNow(),
  siteId: uuid('site_id'),
  method: text('method').notNull(),
  path: text('path').notNull(),
  status: integer('status').notNull(),
  durationMs: real('duration_ms').notNull(),
  requestId: text('request_id'),
});

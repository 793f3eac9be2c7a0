import { DEMO_SITE_ID } from '@headless/contract';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { createSecondSite } from '../seed/second-site';
import { createSubscription } from './subscriptions';
import { dispatcherFor, startReceiver, testSettings, waitUntil } from './test-kit';

const t = useTestApp();

const INSERT = `INSERT INTO domain_events (site_id, aggregate_type, aggregate_id, event_type, payload)
  VALUES ($1, 'wix.events.v1.event', $2, 'wix.events.v1.event_updated', '{}')`;

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: t.url });
  await client.connect();
  return client;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the outbox notification', () => {
  it('is sent by one writer at a time; the others commit without the notify lock', async () => {
    // Only events some subscription wants wake the dispatchers (migration 0028).
    await createSubscription(t.db, DEMO_SITE_ID, { url: 'http://127.0.0.1:9/gate' });
    const [listener, first, second] = await Promise.all([connect(), connect(), connect()]);
    const heard: number[] = [];
    listener.on('notification', () => heard.push(Date.now()));
    try {
      await listener.query('LISTEN domain_events');
      await first.query('BEGIN');
      await first.query(INSERT, [DEMO_SITE_ID, 'gate-1']);
      // `first` holds the gate until it ends: `second` commits without notifying.
      await second.query(INSERT, [DEMO_SITE_ID, 'gate-2']);
      await settle();
      expect(heard).toHaveLength(0);
      await first.query('COMMIT');
      await waitUntil(() => heard.length === 1);
      // The gate is free again: the next writer notifies.
      await second.query(INSERT, [DEMO_SITE_ID, 'gate-3']);
      await waitUntil(() => heard.length === 2);
    } finally {
      await Promise.all([listener.end(), first.end(), second.end()]);
    }
  });

  it('still gets every event delivered when a writer did not notify', async () => {
    const receiver = await startReceiver();
    // No polling to speak of: only notifications and the passes they start bring events over.
    const dispatcher = dispatcherFor(t.db, t.url, testSettings({ pollMs: 3_600_000 }));
    const [first, second] = await Promise.all([connect(), connect()]);
    try {
      await createSubscription(t.db, DEMO_SITE_ID, { url: receiver.url });
      dispatcher.start();
      await first.query('BEGIN');
      await first.query(INSERT, [DEMO_SITE_ID, 'quiet-1']);
      await second.query(INSERT, [DEMO_SITE_ID, 'quiet-2']); // commits silently
      await first.query('COMMIT');
      await waitUntil(() => receiver.received.length === 2);
      expect(receiver.received.map((r) => r.entityId).sort()).toEqual(['quiet-1', 'quiet-2']);
    } finally {
      await Promise.all([first.end(), second.end()]);
      await dispatcher.stop();
      await receiver.close();
    }
  });
});

describe('an event no subscription of its site wants', () => {
  const published = async (client: pg.Client, entityId: string) =>
    (
      await client.query<{ published: boolean }>(
        'SELECT published_at IS NOT NULL AS published FROM domain_events WHERE aggregate_id = $1',
        [entityId],
      )
    ).rows[0]?.published;

  it('is recorded as fanned out already and wakes no dispatcher; a wanted one waits for it', async () => {
    const site = await createSecondSite(t.db);
    const [listener, writer] = await Promise.all([connect(), connect()]);
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.channel));
    try {
      await listener.query('LISTEN domain_events');
      await writer.query(INSERT, [site.siteId, 'nobody-wants']);
      // A subscription to other event types does not want it either.
      await createSubscription(t.db, site.siteId, {
        url: 'http://127.0.0.1:9/other-types',
        eventTypes: ['wix.ecom.v1.cart_created'],
      });
      await writer.query(INSERT, [site.siteId, 'other-types']);
      await settle();
      expect(heard).toEqual([]);
      expect(await published(writer, 'nobody-wants')).toBe(true);
      expect(await published(writer, 'other-types')).toBe(true);
      await createSubscription(t.db, site.siteId, {
        url: 'http://127.0.0.1:9/this-type',
        eventTypes: ['wix.events.v1.event_updated'],
      });
      await writer.query(INSERT, [site.siteId, 'wanted']);
      await waitUntil(() => heard.length === 1);
      expect(await published(writer, 'wanted')).toBe(false);
    } finally {
      await Promise.all([listener.end(), writer.end()]);
    }
  });
});

import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../cli/test-cli';
import { installationId } from '../cli/commands/apps-install';
import {
  clearSubscriptionsAfterEach,
  decodeDelivery,
  dispatcherFor,
  useReceiver,
  useWebhookTestApp,
} from './test-kit';

const { t } = useWebhookTestApp();
const receiver = useReceiver();
clearSubscriptionsAfterEach(t, receiver);

const cli = (...argv: string[]) => runCli(t.db, ...argv);
const INSTALLATION = 'wix.app.installations.v1.app_installation';

/** A running platform's dispatcher: it LISTENs for the outbox, as `npm start`'s does. */
async function withRunningDispatcher(body: () => Promise<void>) {
  const dispatcher = dispatcherFor(t.db, t.url);
  dispatcher.start();
  try {
    await body();
  } finally {
    await dispatcher.stop();
  }
}

const received = () =>
  receiver.received.map(({ body }) => {
    const { data } = decodeDelivery(body);
    const entity = JSON.parse(
      data.updatedEvent?.currentEntityAsJson ?? data.createdEvent?.entityAsJson ?? '{}',
    );
    return { slug: data.slug, entityId: data.entityId, status: entity.status, appId: entity.appId };
  });

afterEach(async () => {
  await cli('apps', 'install', 'stores');
});

describe('apps install and uninstall tell subscribers by webhook', () => {
  it('returns once the subscriber has had the delivery: uninstalled, then installed again', async () => {
    await cli('webhooks', 'subscribe', receiver.url, '--events', `${INSTALLATION}_updated`);
    await withRunningDispatcher(async () => {
      const uninstall = await cli('apps', 'uninstall', 'stores');
      expect(uninstall.code, uninstall.err).toBe(0);
      expect(uninstall.err).toContain('1 delivered');
      // No waiting here: the command itself waited for the delivery.
      expect(received()).toEqual([
        {
          slug: 'updated',
          entityId: expect.any(String),
          status: 'UNINSTALLED',
          appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
        },
      ]);
      const install = await cli('apps', 'install', 'stores');
      expect(install.err).toContain('1 delivered');
      expect(received().map(({ slug, status }) => `${slug} ${status}`)).toEqual([
        'updated UNINSTALLED',
        'updated INSTALLED',
      ]);
      expect(new Set(received().map(({ entityId }) => entityId)).size).toBe(1);
    });
  });

  it('names an installation it never told of as created', async () => {
    await cli('apps', 'uninstall', 'events');
    const { siteId } = (
      await t.db.execute<{ siteId: string }>(
        sql`SELECT site_id AS "siteId" FROM installed_apps LIMIT 1`,
      )
    ).rows[0]!;
    await t.db.execute(
      sql`DELETE FROM domain_events WHERE aggregate_id = ${installationId(siteId, 'events')}`,
    );
    await cli('webhooks', 'subscribe', receiver.url, '--events', `${INSTALLATION}_created`);
    await cli('apps', 'install', 'events');
    await dispatcherFor(t.db, t.url).runOnce();
    expect(received().map(({ slug, status }) => `${slug} ${status}`)).toEqual([
      'created INSTALLED',
    ]);
  });

  it('does not wait when no platform instance runs to deliver', async () => {
    const started = Date.now();
    const uninstall = await cli('apps', 'uninstall', 'stores');
    expect(uninstall.err).toContain('told when the platform runs');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('records nothing when nothing changed', async () => {
    const install = await cli('apps', 'install', 'stores');
    expect(install.out).toContain('already installed');
    expect(install.err).toBe('');
  });
});

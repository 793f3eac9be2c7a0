import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { runCli } from '../cli/test-cli';
import { decodeDelivery, dispatcherFor, useReceiver, verifiesWith } from './test-kit';

const t = useTestApp();
const receiver = useReceiver();

const cli = (...argv: string[]) => runCli(t.db, ...argv);
const TYPE = 'wix.bookings.v2.booking_canceled';

describe('webhooks CLI', () => {
  it('subscribes, triggers, lists deliveries, replays and unsubscribes', async () => {
    const sub = await cli('webhooks', 'subscribe', receiver.url, '--events', TYPE);
    expect(sub.code, sub.err).toBe(0);
    const subscriptionId = sub.out.trim();
    expect((await cli('webhooks', 'list')).out).toContain(
      `${subscriptionId}  local-developer  ${receiver.url}  ${TYPE}`,
    );

    const trigger = await cli(
      'webhooks',
      'trigger',
      TYPE,
      '--payload',
      '{"bookingId":"b-9"}',
      '--entity',
      'b-9',
    );
    expect(trigger.code, trigger.err).toBe(0);
    const eventId = trigger.out.trim();
    await dispatcherFor(t.db, t.url).runOnce();
    const decoded = decodeDelivery(receiver.received[0]!.body);
    expect(decoded.data).toMatchObject({
      id: eventId,
      entityId: 'b-9',
      actionEvent: { bodyAsJson: '{"bookingId":"b-9"}' },
    });
    expect(decoded.identity).toEqual({ identityType: 'APP', appId: 'platform-cli' });
    const key = await cli('webhooks', 'public-key');
    expect(verifiesWith(receiver.received[0]!.body, key.out)).toBe(true);

    const deliveries = await cli('webhooks', 'deliveries', '--status', 'DELIVERED', '--limit', '5');
    const deliveryId = deliveries.out.split(/\s+/)[0]!;
    expect(deliveries.out).toMatch(new RegExp(`^${deliveryId}  DELIVERED  ${TYPE}  b-9`));
    expect(deliveries.out).toContain('#1');
    const replay = await cli('webhooks', 'replay', deliveryId);
    expect(replay.code, replay.err).toBe(0);
    await dispatcherFor(t.db, t.url).runOnce();
    expect(receiver.received.map((r) => r.attempt)).toEqual([1, 2]);
    expect((await cli('webhooks', 'deliveries')).out).toContain('attempts 2');

    expect((await cli('webhooks', 'unsubscribe', subscriptionId)).code).toBe(0);
    expect((await cli('webhooks', 'list')).out).toContain('No webhook subscriptions');
  });

  it('takes the entity id from the payload, as the README example shows it', async () => {
    const readme = await cli(
      'webhooks',
      'trigger',
      'wix.bookings.v2.booking_confirmed',
      '--payload',
      '{"booking":{"id":"b1"}}',
    );
    expect(readme.code, readme.err).toBe(0);
    expect(readme.err).toContain('for entity b1');
    const flat = await cli(
      'webhooks',
      'trigger',
      'wix.ecom.v1.cart_created',
      '--payload',
      '{"id":"c7"}',
    );
    expect(flat.err).toContain('for entity c7');
    const none = await cli('webhooks', 'trigger', TYPE, '--payload', '{"bookingId":3}');
    expect(none.err).toMatch(/for entity [0-9a-f-]{36}\./);
  });

  it('refuses bad input with a message and exit code 1', async () => {
    const cases: [string[], RegExp][] = [
      [['webhooks', 'subscribe', 'not a url'], /"url" must be an http or https URL/],
      [
        ['webhooks', 'subscribe', receiver.url, '--events', 'wix.nope_x'],
        /"eventTypes.0" is not an event type/,
      ],
      [['webhooks', 'trigger', 'wix.nope_x'], /"eventType" is not an event type/],
      [['webhooks', 'trigger', TYPE, '--payload', '{oops'], /--payload must be JSON/],
      [['webhooks', 'replay', '424242'], /No webhook delivery 424242/],
      [['webhooks', 'replay', 'abc'], /not a delivery id/],
      [['webhooks', 'unsubscribe', 'nope'], /No webhook subscription nope/],
      [['webhooks', 'deliveries', '--status', 'LOST'], /"status"/],
      [['webhooks', 'list', '--events', TYPE], /does not take --events/],
    ];
    for (const [argv, message] of cases) {
      const result = await cli(...argv);
      expect(result.code, argv.join(' ')).toBe(1);
      expect(result.err).toMatch(message);
    }
    expect((await cli('help')).out).toContain('webhooks trigger <eventType>');
  });
});

describe('reset', () => {
  it('keeps the webhook signing key, so receivers keep verifying', async () => {
    const before = (await cli('webhooks', 'public-key')).out;
    expect((await cli('reset', '--yes')).code).toBe(0);
    const count = await t.db.execute(sql`SELECT count(*)::int AS n FROM platform_signing_keys`);
    expect(count.rows[0]).toEqual({ n: 1 });
    expect((await cli('webhooks', 'public-key')).out).toBe(before);
  });
});

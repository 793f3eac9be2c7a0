import { WebhookDeliveriesResponse, WebhookSubscriptionsResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/test-cli';
import { dispatcherFor, useWebhookTestApp, useReceiver } from './test-kit';

const { t, owner } = useWebhookTestApp();
const receiver = useReceiver();

const SUBS = '/webhooks/v1/subscriptions';
const cli = (...argv: string[]) => runCli(t.db, ...argv);
const subscriptions = async () =>
  WebhookSubscriptionsResponse.parse((await owner('GET', SUBS)).json()).subscriptions;

/** Triggers one event and sends it; answers the deliveries made of it, one per subscription. */
async function deliver(eventType: string) {
  const res = await owner('POST', '/webhooks/v1/events/trigger', { eventType, payload: { n: 1 } });
  expect(res.statusCode, res.body).toBe(200);
  const { eventId } = res.json<{ eventId: string }>();
  await dispatcherFor(t.db, t.url).runOnce();
  const listed = await owner('GET', `/webhooks/v1/deliveries?eventType=${eventType}`);
  const { deliveries } = WebhookDeliveriesResponse.parse(listed.json());
  const sent = receiver.received.filter((r) => r.eventId === eventId);
  return { deliveries: deliveries.filter((d) => d.eventId === eventId), sent };
}

async function removeAll() {
  for (const s of await subscriptions()) await owner('DELETE', `${SUBS}/${s.id}`);
}

describe('webhook subscriptions per app', () => {
  it('keeps one subscription per app for the same URL, and delivers to each (API)', async () => {
    const TYPE = 'wix.events.v1.rsvp_created';
    const url = `${receiver.url}/api`;
    const a = await owner('POST', SUBS, { url, appId: 'app-a', eventTypes: [TYPE] });
    const b = await owner('POST', SUBS, { url, appId: 'app-b', eventTypes: [TYPE] });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [subA, subB] = [a.json().subscription, b.json().subscription];
    expect(subA).toMatchObject({ appId: 'app-a', url });
    expect(subB).toMatchObject({ appId: 'app-b', url });
    expect(subB.id).not.toBe(subA.id);
    // Subscribing app A again replaces its types only; app B's subscription is untouched.
    const again = await owner('POST', SUBS, { url, appId: 'app-a' });
    expect(again.json().subscription).toMatchObject({ id: subA.id, eventTypes: [] });
    const listed = (await subscriptions()).map((s) => [s.appId, s.url, s.eventTypes]);
    expect(listed).toEqual([
      ['app-a', url, []],
      ['app-b', url, [TYPE]],
    ]);

    const { deliveries, sent } = await deliver(TYPE);
    expect(deliveries.map((d) => d.subscriptionId).sort()).toEqual([subA.id, subB.id].sort());
    expect(deliveries.every((d) => d.status === 'DELIVERED' && d.url === url)).toBe(true);
    expect(new Set(sent.map((r) => r.deliveryId)).size).toBe(2);

    const bad = await owner('POST', SUBS, { url, appId: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.validationError.fieldViolations).toEqual([
      expect.objectContaining({ field: 'appId', description: 'must be at least 1 characters' }),
    ]);
    await removeAll();
  });

  it('subscribes for an app from the CLI, shows the app, and refuses a bad one', async () => {
    const TYPE = 'wix.events.v1.rsvp_deleted';
    const url = `${receiver.url}/cli`;
    const one = await cli('webhooks', 'subscribe', url, '--events', TYPE, '--app', 'app-one');
    const two = await cli('webhooks', 'subscribe', url, '--events', TYPE, '--app', 'app-two');
    const plain = await cli('webhooks', 'subscribe', url, '--events', TYPE);
    expect([one.code, two.code, plain.code], one.err + two.err + plain.err).toEqual([0, 0, 0]);
    expect(one.err).toContain('for app app-one');
    const ids = [one.out.trim(), two.out.trim(), plain.out.trim()];
    expect(new Set(ids).size).toBe(3);
    const list = (await cli('webhooks', 'list')).out;
    expect(list).toContain(`${ids[0]}  app-one  ${url}  ${TYPE}`);
    expect(list).toContain(`${ids[1]}  app-two  ${url}  ${TYPE}`);
    expect(list).toContain(`${ids[2]}  local-developer  ${url}  ${TYPE}`);

    const { deliveries, sent } = await deliver(TYPE);
    expect(deliveries.map((d) => d.subscriptionId).sort()).toEqual([...ids].sort());
    expect(sent).toHaveLength(3);

    const empty = await cli('webhooks', 'subscribe', url, '--app', '');
    expect([empty.code, empty.err]).toEqual([1, '"appId" must be at least 1 characters']);
    const long = await cli('webhooks', 'subscribe', url, '--app', 'x'.repeat(201));
    expect([long.code, long.err]).toEqual([1, '"appId" must be at most 200 characters']);
    const listOnly = await cli('webhooks', 'list', '--app', 'app-one');
    expect(listOnly.code).toBe(1);
    expect((await subscriptions()).map((s) => s.id).sort()).toEqual([...ids].sort());
    await removeAll();
  });
});

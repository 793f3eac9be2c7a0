// The SDK verifies what the local platform really delivers: a loopback receiver subscribed through
// the CLI gets an event emitted by the trigger API, and `webhooks.process` accepts it as signed.
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, createClient } from '@headless/sdk';
import { webhooks, WebhookVerificationError } from '@headless/sdk/webhooks';
import { DEMO_SITE_ID } from '@headless/contract';
import { platformUrl } from '../fixtures/env';
import { platformCli } from '../fixtures/platform-cli';
import { createApiKey } from './owner-key';

const EVENT_TYPE = 'wix.bookings.v2.booking_confirmed';

interface Delivery {
  body: string;
  headers: IncomingHttpHeaders;
}

/** Answers 200 to every POST and hands each delivery to whoever waits for the next one. */
function receiver() {
  const deliveries: Delivery[] = [];
  const waiting: ((delivery: Delivery) => void)[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      res.writeHead(200).end();
      const delivery = { body, headers: req.headers };
      const next = waiting.shift();
      if (next) next(delivery);
      else deliveries.push(delivery);
    });
  });
  const nextDelivery = () =>
    new Promise<Delivery>((resolve) => {
      const delivery = deliveries.shift();
      if (delivery !== undefined) resolve(delivery);
      else waiting.push(resolve);
    });
  return { server, nextDelivery };
}

let apiKey = '';
let subscriptionId = '';
const inbox = receiver();

beforeAll(async () => {
  await new Promise<void>((resolve) => inbox.server.listen(0, '127.0.0.1', resolve));
  const { port } = inbox.server.address() as AddressInfo;
  apiKey = await createApiKey();
  const url = `http://127.0.0.1:${port}/hooks`;
  subscriptionId = (await platformCli('webhooks', 'subscribe', url, '--events', EVENT_TYPE)).trim();
});

afterAll(async () => {
  if (subscriptionId) await platformCli('webhooks', 'unsubscribe', subscriptionId);
  await new Promise((resolve) => inbox.server.close(resolve));
});

async function ownerPost(path: string, body: unknown): Promise<Record<string, unknown>> {
  const auth = await ApiKeyStrategy({ apiKey, siteId: DEMO_SITE_ID }).getAuthHeaders();
  const response = await fetch(`${platformUrl}${path}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

describe('webhooks delivered by the local platform', () => {
  it('verify with the published public key and dispatch to the typed handler', async () => {
    const keyResponse = await fetch(`${platformUrl}/webhooks/v1/public-key`);
    const { publicKey, algorithm } = (await keyResponse.json()) as Record<string, string>;
    expect(algorithm).toBe('RS256');
    const client = createClient({
      clientId: 'contract',
      apiBaseUrl: platformUrl,
      modules: { webhooks },
      webhooks: { publicKey },
    });
    const confirmed: string[] = [];
    client.webhooks.onBookingConfirmed((event) => void confirmed.push(event.body.booking.id));

    const booking = { id: 'bk-contract-1', status: 'CONFIRMED' };
    const triggered = await ownerPost('/webhooks/v1/events/trigger', {
      eventType: EVENT_TYPE,
      entityId: booking.id,
      payload: { booking },
    });
    const { body, headers } = await inbox.nextDelivery();
    // Node's headers as they arrived (a plain record): the SDK reads the delivery's id and attempt.
    const { event, handled, delivery } = await client.webhooks.process(body, headers);

    expect(handled).toBe(1);
    expect(delivery).toEqual({ id: expect.stringMatching(/^\d+$/), attempt: 1 });
    expect(event.delivery).toEqual(delivery);
    expect(confirmed).toEqual([booking.id]);
    expect(event).toMatchObject({
      eventType: EVENT_TYPE,
      eventId: triggered['eventId'],
      entityId: booking.id,
      instanceId: expect.any(String),
      kind: 'action',
      body: { booking },
    });
    expect(event.eventTime).toBeInstanceOf(Date);
    expect(Number.isNaN(event.eventTime.getTime())).toBe(false);

    const other = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const refused = await client.webhooks
      .process(body, headers, { publicKey: other.publicKey })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(WebhookVerificationError);
    expect((refused as WebhookVerificationError).code).toBe('INVALID_SIGNATURE');
    const asJson = await client.webhooks
      .process(body, { ...headers, 'content-type': 'application/json' })
      .catch((error: unknown) => error);
    expect((asJson as WebhookVerificationError).code).toBe('UNSUPPORTED_CONTENT_TYPE');
  });
});

import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookingCreatedDelivery, keys } from '@/test/webhook-delivery';
import { isLocalPlatform } from '../env';
import { receiveDelivery } from './receive';
import { forgetDetectionVisitors, rememberDetectionVisitor } from './detection-visitors';
import { forgetEvents, latestEvents, MAX_RECEIVED_EVENTS } from './received-events';

const ENV_KEYS = ['PLATFORM_WEBHOOK_PUBLIC_KEY', 'PLATFORM_API_URL'] as const;
let server: Server | undefined;

beforeEach(() => {
  forgetEvents();
  forgetDetectionVisitors();
  for (const key of ENV_KEYS) delete process.env[key];
});
afterEach(() => {
  server?.close();
  server = undefined;
  for (const key of ENV_KEYS) delete process.env[key];
});

/** A loopback stand-in for the local platform's public-key endpoint, counting its calls. */
async function keyServer(publicKey: string) {
  const calls = { count: 0 };
  server = createServer((req, res) => {
    calls.count += 1;
    res.setHeader('content-type', 'application/json');
    if (req.url !== '/webhooks/v1/public-key') return void res.writeHead(404).end('{}');
    res.end(JSON.stringify({ publicKey, kid: 'k', algorithm: 'RS256' }));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  process.env['PLATFORM_API_URL'] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return calls;
}

describe('receiveDelivery', () => {
  it('records a verified event once, however often it is delivered', async () => {
    process.env['PLATFORM_WEBHOOK_PUBLIC_KEY'] = keys.publicKey;
    const delivery = bookingCreatedDelivery('evt-1', 'bk-1', keys.privateKey);
    const first = await receiveDelivery(delivery);
    const again = await receiveDelivery(delivery);
    expect(first).toEqual({
      status: 200,
      body: { eventId: 'evt-1', eventType: 'wix.bookings.v2.booking_created', fresh: true },
    });
    expect(again.body['fresh']).toBe(false);
    expect(latestEvents()).toEqual([
      expect.objectContaining({ eventId: 'evt-1', entityId: 'bk-1', who: 'Visitor abcdef01' }),
    ]);
  });

  it("marks the events of app detection's own visitor, known by the id in its token", async () => {
    process.env['PLATFORM_WEBHOOK_PUBLIC_KEY'] = keys.publicKey;
    // A visitor token as the platform mints it: `OauthNG.JWS.` + a JWT whose data names the aid.
    const visitorToken = (aid: string) => {
      const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const data = JSON.stringify({ instance: { metaSiteId: 'site-1', aid } });
      return `OauthNG.JWS.${b64({ alg: 'HS256' })}.${b64({ data })}.sig`;
    };
    expect(rememberDetectionVisitor(visitorToken('someone-else'))).toBe(true);
    await receiveDelivery(bookingCreatedDelivery('evt-a', 'bk-a', keys.privateKey));
    expect(rememberDetectionVisitor(visitorToken('abcdef0123'))).toBe(true);
    await receiveDelivery(bookingCreatedDelivery('evt-b', 'bk-b', keys.privateKey));
    expect(latestEvents().map((e) => [e.eventId, e.byDetection])).toEqual([
      ['evt-b', true],
      ['evt-a', false],
    ]);
    expect(rememberDetectionVisitor('not a token')).toBe(false);
  });

  it('reports the delivery id and attempt of the request headers, and refuses a JSON body', async () => {
    process.env['PLATFORM_WEBHOOK_PUBLIC_KEY'] = keys.publicKey;
    const delivery = bookingCreatedDelivery('evt-2', 'bk-2', keys.privateKey);
    const headers = new Headers({
      'content-type': 'text/plain',
      'x-webhook-delivery-id': '17',
      'x-webhook-attempt': '2',
    });
    expect(await receiveDelivery(delivery, headers)).toEqual({
      status: 200,
      body: {
        eventId: 'evt-2',
        eventType: 'wix.bookings.v2.booking_created',
        fresh: true,
        delivery: { id: '17', attempt: 2 },
      },
    });
    const json = new Headers({ 'content-type': 'application/json' });
    expect(await receiveDelivery(delivery, json)).toMatchObject({
      status: 400,
      body: { code: 'UNSUPPORTED_CONTENT_TYPE' },
    });
  });

  it('answers 400 with the reason for a delivery signed with another key', async () => {
    process.env['PLATFORM_WEBHOOK_PUBLIC_KEY'] = keys.publicKey;
    const other = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const outcome = await receiveDelivery(bookingCreatedDelivery('e', 'b', other.privateKey));
    expect(outcome.status).toBe(400);
    expect(outcome.body['code']).toBe('INVALID_SIGNATURE');
    expect(await receiveDelivery('not a token')).toMatchObject({
      status: 400,
      body: { code: 'MALFORMED_TOKEN' },
    });
    expect(latestEvents()).toEqual([]);
  });

  it("fetches the local platform's key once when none is configured", async () => {
    const calls = await keyServer(keys.publicKey);
    await receiveDelivery(bookingCreatedDelivery('evt-a', 'bk-a', keys.privateKey));
    await receiveDelivery(bookingCreatedDelivery('evt-b', 'bk-b', keys.privateKey));
    expect(latestEvents().map((event) => event.entityId)).toEqual(['bk-b', 'bk-a']);
    expect(calls.count).toBe(1);
  });

  it('answers 503 against a remote platform without a configured key', async () => {
    process.env['PLATFORM_API_URL'] = 'https://www.wixapis.com';
    const outcome = await receiveDelivery(bookingCreatedDelivery('e', 'b', keys.privateKey));
    expect(outcome).toMatchObject({ status: 503, body: { code: 'PUBLIC_KEY_UNAVAILABLE' } });
  });
});

describe('the received events list', () => {
  it(`keeps the newest ${MAX_RECEIVED_EVENTS}`, async () => {
    process.env['PLATFORM_WEBHOOK_PUBLIC_KEY'] = keys.publicKey;
    for (let i = 0; i <= MAX_RECEIVED_EVENTS; i++) {
      await receiveDelivery(bookingCreatedDelivery(`evt-${i}`, `bk-${i}`, keys.privateKey));
    }
    const events = latestEvents();
    expect(events).toHaveLength(MAX_RECEIVED_EVENTS);
    expect(events[0]?.eventId).toBe(`evt-${MAX_RECEIVED_EVENTS}`);
    expect(events.at(-1)?.eventId).toBe('evt-1');
  });

  it('treats only loopback hosts as the local platform', () => {
    expect(isLocalPlatform('http://localhost:4000')).toBe(true);
    expect(isLocalPlatform('http://127.0.0.1:4410')).toBe(true);
    expect(isLocalPlatform('https://www.wixapis.com')).toBe(false);
  });
});

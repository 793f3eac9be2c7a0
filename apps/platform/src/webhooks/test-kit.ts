import { verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  WebhookEnvelope,
  WebhookEventData,
  WebhookIdentity,
  WebhookJwtPayload,
} from '@headless/contract';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { TestApp } from '../../test/build-app';
import { caller, type Caller } from '../../test/callers';
import { useTestApp } from '../../test/harness';
import { ownerHeaders } from '../../test/owner';
import type { Db } from '../db/client';
import { createDispatcher, type Dispatcher } from './dispatcher';
import type { Logger } from './listener';
import { DEFAULT_WEBHOOK_SETTINGS, type WebhookSettings } from './settings';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  deliveryId: string;
  attempt: number;
  /** The envelope's event id, read without checking the signature. */
  eventId: string;
  entityId: string;
  status: number;
}

/** Decides the answer to each request: a status code, or 'hang' to never answer. */
export type Responder = (request: Omit<Received, 'status'>) => number | 'hang';

/** A real HTTP endpoint on loopback that records every delivery it gets. */
export async function startReceiver(
  respond: Responder = () => 200,
  options: { delayMs?: number } = {},
) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const data = decodeDelivery(body).data;
      const request = {
        headers: req.headers,
        body,
        deliveryId: String(req.headers['x-webhook-delivery-id']),
        attempt: Number(req.headers['x-webhook-attempt']),
        eventId: data.id,
        entityId: data.entityId,
      };
      const status = respond(request);
      if (status === 'hang') return;
      received.push({ ...request, status });
      const answer = () => res.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
      if (options.delayMs) setTimeout(answer, options.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The three layers of JSON text of a delivery body, parsed and checked against the contract. */
export function decodeDelivery(jwt: string) {
  const [header, payload] = jwt.split('.');
  const fromB64 = (part: string | undefined) =>
    JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as unknown;
  const claims = WebhookJwtPayload.parse(fromB64(payload));
  const envelope = WebhookEnvelope.parse(JSON.parse(claims.data));
  return {
    header: fromB64(header) as Record<string, unknown>,
    claims,
    envelope,
    data: WebhookEventData.parse(JSON.parse(envelope.data)),
    identity: WebhookIdentity.parse(JSON.parse(envelope.identity)),
  };
}

/** RS256 verification as a receiver does it, with only the public key. */
export function verifiesWith(jwt: string, publicKeyPem: string): boolean {
  const [header, payload, signature] = jwt.split('.');
  return verify(
    'RSA-SHA256',
    Buffer.from(`${header}.${payload}`),
    publicKeyPem,
    Buffer.from(signature ?? '', 'base64url'),
  );
}

const silent: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Short waits so tests run quickly; each test states the values that matter to it. */
export function testSettings(overrides: Partial<WebhookSettings> = {}): WebhookSettings {
  return {
    ...DEFAULT_WEBHOOK_SETTINGS,
    retryBaseMs: 1,
    retryMaxDelayMs: 1,
    pollMs: 50,
    requestTimeoutMs: 2000,
    ...overrides,
  };
}

export function dispatcherFor(
  db: Db,
  url: string,
  settings = testSettings(),
  log = silent,
): Dispatcher {
  return createDispatcher({ db, databaseUrl: url, settings, log });
}

/** Runs passes until `done` holds (retries become due between passes); gives up after `max`. */
export async function runUntil(dispatcher: Dispatcher, done: () => Promise<boolean>, max = 500) {
  for (let i = 0; i < max; i++) {
    await dispatcher.runOnce();
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`the condition did not hold after ${max} dispatch passes`);
}

/** Polls until `done` holds; the test's own timeout bounds it. */
export async function waitUntil(done: () => Promise<boolean> | boolean, everyMs = 50) {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, everyMs));
}

export async function deliveryStatuses(db: Db) {
  const result = await db.execute<{
    id: string;
    status: string;
    attempts: number;
    entity_key: string;
  }>(sql`SELECT id, status, attempts, entity_key FROM webhook_deliveries ORDER BY id`);
  return result.rows;
}

/** The owner's calls on the in-process app. */
export async function ownerClient(t: TestApp) {
  return caller(t.app, await ownerHeaders(t.db));
}

/** The owner's calls for a test file, ready once its `beforeAll` has run (as `useTestApp`). */
export function useOwnerClient(t: TestApp): Caller {
  let owner: Caller | undefined;
  beforeAll(async () => {
    owner = await ownerClient(t);
  });
  return (method, url, payload) => {
    if (!owner) throw new Error('useOwnerClient: the client is made in beforeAll');
    return owner(method, url, payload);
  };
}

/** A test file's app and the owner's client on it (most webhook calls are the owner's). */
export function useWebhookTestApp(): { t: TestApp; owner: Caller } {
  const t = useTestApp();
  return { t, owner: useOwnerClient(t) };
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** Each test subscribes what it needs: none of its subscriptions (or receipts) reach the next. */
export function clearSubscriptionsAfterEach(t: TestApp, receiver?: Pick<Receiver, 'received'>) {
  afterEach(async () => {
    await t.db.execute(sql`DELETE FROM webhook_subscriptions`);
    if (receiver) receiver.received.length = 0;
  });
}

/** A receiver for a test file: started in `beforeAll`, closed in `afterAll`. */
export function useReceiver(respond?: Responder): Pick<Receiver, 'url' | 'received'> {
  let current: Receiver | undefined;
  beforeAll(async () => {
    current = await startReceiver(respond);
  });
  afterAll(async () => {
    await current?.close();
  });
  const started = (): Receiver => {
    if (!current) throw new Error('useReceiver: the receiver is started in beforeAll');
    return current;
  };
  return {
    get url() {
      return started().url;
    },
    get received() {
      return started().received;
    },
  };
}

/** A loopback port nothing listens on (just released by the OS), for refused connections. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// Signs deliveries the way the platform does (contract webhooks.ts), with keys made per test run.
import { createHmac, generateKeyPairSync, sign } from 'node:crypto';
import { describeWebhookEvent } from '@headless/contract';

export interface KeyPair {
  publicKey: string;
  privateKey: string;
}

export function newKeyPair(): KeyPair {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

export interface DeliveryInit {
  eventType: string;
  entityId?: string;
  eventId?: string;
  eventTime?: string;
  instanceId?: string;
  identity?: Record<string, unknown>;
  /** One of createdEvent/updatedEvent/deletedEvent/actionEvent, already as JSON text fields. */
  payload: Record<string, unknown>;
}

export function envelopeOf(init: DeliveryInit): string {
  const [fqdn, slug] = splitType(init.eventType);
  const data = {
    id: init.eventId ?? 'evt-1',
    entityFqdn: fqdn,
    slug,
    entityId: init.entityId ?? 'entity-1',
    eventTime: init.eventTime ?? '2026-11-23T10:00:00.000Z',
    ...init.payload,
  };
  return JSON.stringify({
    eventType: init.eventType,
    instanceId: init.instanceId ?? 'site-1',
    data: JSON.stringify(data),
    identity: JSON.stringify(init.identity ?? { identityType: 'ANONYMOUS_VISITOR' }),
  });
}

function splitType(eventType: string): [string, string] {
  const described = describeWebhookEvent(eventType);
  if (!described) throw new Error(`not in the catalog: ${eventType}`);
  return [described.entityFqdn, described.slug];
}

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export function signJwt(
  claims: Record<string, unknown>,
  privateKey: string,
  header: Record<string, unknown> = { alg: 'RS256', typ: 'JWT', kid: 'test-key' },
): string {
  const signingInput = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(claims))}`;
  const signature = sign('sha256', Buffer.from(signingInput), privateKey);
  return `${signingInput}.${signature.toString('base64url')}`;
}

/** An HS256 token keyed with the public key text: the classic algorithm-confusion forgery. */
export function signHs256(claims: Record<string, unknown>, secret: string): string {
  const signingInput = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(
    JSON.stringify(claims),
  )}`;
  const mac = createHmac('sha256', secret).update(signingInput).digest('base64url');
  return `${signingInput}.${mac}`;
}

export function deliveryClaims(init: DeliveryInit, iatSeconds: number, lifetime = 300) {
  return { data: envelopeOf(init), iat: iatSeconds, exp: iatSeconds + lifetime };
}

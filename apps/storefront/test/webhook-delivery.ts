// Deliveries signed as the platform signs them (contract webhooks.ts), with a key pair per run.
import { generateKeyPairSync, sign } from 'node:crypto';

export const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

const b64url = (text: string) => Buffer.from(text).toString('base64url');

export function bookingCreatedDelivery(eventId: string, bookingId: string, privateKey: string) {
  return signedDelivery(
    'wix.bookings.v2.booking_created',
    {
      id: eventId,
      entityFqdn: 'wix.bookings.v2.booking',
      slug: 'created',
      entityId: bookingId,
      eventTime: new Date().toISOString(),
      createdEvent: { entityAsJson: JSON.stringify({ id: bookingId }) },
    },
    { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: 'abcdef0123' },
    privateKey,
  );
}

/** An app uninstalled (or installed again), as the platform tells it after its CLI's command. */
export function appInstallationDelivery(eventId: string, status: string, privateKey: string) {
  const installation = { id: 'inst-1', appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e', status };
  return signedDelivery(
    'wix.app.installations.v1.app_installation_updated',
    {
      id: eventId,
      entityFqdn: 'wix.app.installations.v1.app_installation',
      slug: 'updated',
      entityId: installation.id,
      eventTime: new Date().toISOString(),
      updatedEvent: { currentEntityAsJson: JSON.stringify(installation) },
    },
    { identityType: 'APP', appId: 'platform-cli' },
    privateKey,
  );
}

function signedDelivery(
  eventType: string,
  data: Record<string, unknown>,
  identity: Record<string, unknown>,
  privateKey: string,
) {
  const envelope = {
    eventType,
    instanceId: 'site-1',
    data: JSON.stringify(data),
    identity: JSON.stringify(identity),
  };
  const iat = Math.floor(Date.now() / 1000);
  const claims = { data: JSON.stringify(envelope), iat, exp: iat + 300 };
  const input = `${b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'k' }))}.${b64url(
    JSON.stringify(claims),
  )}`;
  return `${input}.${sign('sha256', Buffer.from(input), privateKey).toString('base64url')}`;
}

// Deliveries signed as the platform signs them (contract webhooks.ts), with a key pair per run.
import { generateKeyPairSync, sign } from 'node:crypto';

export const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

const b64url = (text: string) => Buffer.from(text).toString('base64url');

export function bookingCreatedDelivery(eventId: string, bookingId: string, privateKey: string) {
  const data = {
    id: eventId,
    entityFqdn: 'wix.bookings.v2.booking',
    slug: 'created',
    entityId: bookingId,
    eventTime: new Date().toISOString(),
    createdEvent: { entityAsJson: JSON.stringify({ id: bookingId }) },
  };
  const envelope = {
    eventType: 'wix.bookings.v2.booking_created',
    instanceId: 'site-1',
    data: JSON.stringify(data),
    identity: JSON.stringify({
      identityType: 'ANONYMOUS_VISITOR',
      anonymousVisitorId: 'abcdef0123',
    }),
  };
  const iat = Math.floor(Date.now() / 1000);
  const claims = { data: JSON.stringify(envelope), iat, exp: iat + 300 };
  const input = `${b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'k' }))}.${b64url(
    JSON.stringify(claims),
  )}`;
  return `${input}.${sign('sha256', Buffer.from(input), privateKey).toString('base64url')}`;
}

import { describe, expect, it } from 'vitest';
import { rejectionCode } from '../../../test/webhook-rejection';
import {
  deliveryClaims,
  envelopeOf,
  newKeyPair,
  signHs256,
  signJwt,
  type DeliveryInit,
} from '../../../test/webhook-signer';
import { createClient } from '../../client';
import { createWebhooks, webhooks } from './index';

const keys = newKeyPair();
const otherKeys = newKeyPair();
const NOW = Date.parse('2026-11-23T10:00:05.000Z');
const iat = NOW / 1000 - 5;
const now = () => NOW;

const booking = { id: 'bk-1', status: 'CREATED' };
const bookingCreated: DeliveryInit = {
  eventType: 'wix.bookings.v2.booking_created',
  entityId: 'bk-1',
  eventId: 'evt-42',
  identity: { identityType: 'MEMBER', memberId: 'm-1' },
  payload: { createdEvent: { entityAsJson: JSON.stringify(booking) } },
};
const signed = (init: DeliveryInit, at = iat) => signJwt(deliveryClaims(init, at), keys.privateKey);

describe('webhooks.process verification', () => {
  const hooks = createWebhooks({ publicKey: keys.publicKey });

  it('accepts a delivery signed with the platform key and returns the parsed event', async () => {
    const { event, handled } = await hooks.process(signed(bookingCreated), {}, { now });
    expect(handled).toBe(0);
    expect(event).toEqual({
      eventType: 'wix.bookings.v2.booking_created',
      instanceId: 'site-1',
      eventId: 'evt-42',
      entityFqdn: 'wix.bookings.v2.booking',
      slug: 'created',
      entityId: 'bk-1',
      eventTime: new Date('2026-11-23T10:00:00.000Z'),
      identity: { identityType: 'MEMBER', memberId: 'm-1' },
      kind: 'created',
      entity: booking,
    });
  });

  it('refuses a tampered payload', async () => {
    const [header, , signature] = signed(bookingCreated).split('.');
    const forged = Buffer.from(
      JSON.stringify(deliveryClaims({ ...bookingCreated, entityId: 'bk-2' }, iat)),
    ).toString('base64url');
    const code = await rejectionCode(
      hooks.process(`${header}.${forged}.${signature}`, {}, { now }),
    );
    expect(code).toBe('INVALID_SIGNATURE');
  });

  it.each([
    ['cut short', (signature: string) => signature.slice(0, 40)],
    ['not decodable', () => 'A'],
    ['empty', () => ''],
  ])('refuses a signature that is %s', async (_name, change) => {
    const [header, claims, signature] = signed(bookingCreated).split('.') as [
      string,
      string,
      string,
    ];
    const token = `${header}.${claims}.${change(signature)}`;
    expect(await rejectionCode(hooks.process(token, {}, { now }))).toBe('INVALID_SIGNATURE');
  });

  it('refuses a delivery signed with another key', async () => {
    const token = signJwt(deliveryClaims(bookingCreated, iat), otherKeys.privateKey);
    expect(await rejectionCode(hooks.process(token, {}, { now }))).toBe('INVALID_SIGNATURE');
  });

  it('refuses an expired token even within the age tolerance', async () => {
    const token = signJwt(deliveryClaims(bookingCreated, iat, 60), keys.privateKey);
    const later = () => NOW + 120_000;
    expect(await rejectionCode(hooks.process(token, {}, { now: later }))).toBe('TOKEN_EXPIRED');
  });

  it('refuses a token signed longer ago than the tolerance, which is configurable', async () => {
    const old = NOW / 1000 - 600;
    const token = signJwt({ data: envelopeOf(bookingCreated), iat: old }, keys.privateKey);
    expect(await rejectionCode(hooks.process(token, {}, { now }))).toBe('EVENT_TOO_OLD');
    const lenient = await hooks.process(token, {}, { now, toleranceSeconds: 900 });
    expect(lenient.event.eventId).toBe('evt-42');
  });

  it('refuses a token signed in the future beyond the tolerance', async () => {
    const token = signed(bookingCreated, NOW / 1000 + 3600);
    expect(await rejectionCode(hooks.process(token, {}, { now }))).toBe('ISSUED_IN_FUTURE');
  });

  it('refuses alg none and HS256 keyed with the public key', async () => {
    const claims = deliveryClaims(bookingCreated, iat);
    const none = signJwt(claims, keys.privateKey, { alg: 'none', typ: 'JWT' }).split('.');
    const unsigned = `${none[0]}.${none[1]}.`;
    expect(await rejectionCode(hooks.process(unsigned, {}, { now }))).toBe('UNSUPPORTED_ALGORITHM');
    const hs = signHs256(claims, keys.publicKey);
    expect(await rejectionCode(hooks.process(hs, {}, { now }))).toBe('UNSUPPORTED_ALGORITHM');
  });

  it.each([
    ['not a token', 'hello'],
    ['two parts', 'a.b'],
    ['a header that is not JSON', 'bm90IGpzb24.e30.c2ln'],
  ])('refuses a malformed token (%s)', async (_name, token) => {
    expect(await rejectionCode(hooks.process(token, {}, { now }))).toBe('MALFORMED_TOKEN');
  });

  it.each([
    ['a data claim that is not JSON', { data: 'nope', iat }],
    ['an envelope without instanceId', { data: JSON.stringify({ eventType: 'x' }), iat }],
    [
      'an event without entity or body',
      { data: envelopeOf({ eventType: 'wix.ecom.v1.cart_created', payload: {} }), iat },
    ],
  ])('refuses an unknown envelope (%s)', async (_name, claims) => {
    const token = signJwt(claims, keys.privateKey);
    expect(await rejectionCode(hooks.process(token, {}, { now }))).toBe('MALFORMED_ENVELOPE');
  });

  it('needs a public key, from the client or the call, and a valid one', async () => {
    const keyless = createWebhooks();
    const token = signed(bookingCreated);
    expect(await rejectionCode(keyless.process(token, {}, { now }))).toBe('MISSING_PUBLIC_KEY');
    const perCall = await keyless.process(token, {}, { now, publicKey: keys.publicKey });
    expect(perCall.event.entityId).toBe('bk-1');
    const bad = keyless.process(token, {}, { now, publicKey: '-----BEGIN PUBLIC KEY-----\nAAAA' });
    expect(await rejectionCode(bad)).toBe('INVALID_PUBLIC_KEY');
  });

  it('takes the public key from createClient and makes no HTTP call', async () => {
    const noFetch = () => Promise.reject(new Error('no HTTP expected'));
    const client = createClient({
      clientId: 'c',
      modules: { webhooks },
      webhooks: { publicKey: keys.publicKey },
      fetch: noFetch,
    });
    const { event } = await client.webhooks.process(signed(bookingCreated), {}, { now });
    expect(event.eventType).toBe('wix.bookings.v2.booking_created');
  });
});

import { describe, expect, it } from 'vitest';
import { rejectionCode } from '../../../test/webhook-rejection';
import { deliveryClaims, newKeyPair, signJwt } from '../../../test/webhook-signer';
import { createWebhooks, type WebhookEvent } from './index';

const keys = newKeyPair();
const NOW = Date.parse('2026-11-23T10:00:05.000Z');
const now = () => NOW;
const token = signJwt(
  deliveryClaims(
    {
      eventType: 'wix.bookings.v2.booking_confirmed',
      entityId: 'bk-1',
      eventId: 'evt-7',
      identity: { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: 'v-1' },
      payload: { actionEvent: { bodyAsJson: JSON.stringify({ booking: { id: 'bk-1' } }) } },
    },
    NOW / 1000 - 5,
  ),
  keys.privateKey,
);

describe('webhooks.process(body, headers, options)', () => {
  it('gives the handlers and the result the delivery id and attempt of Fetch headers', async () => {
    const hooks = createWebhooks({ publicKey: keys.publicKey });
    const seen: WebhookEvent[] = [];
    hooks.onBookingConfirmed((event) => void seen.push(event));
    const headers = new Headers({
      'Content-Type': 'text/plain; charset=utf-8',
      'X-Webhook-Delivery-Id': '42',
      'X-Webhook-Attempt': '3',
    });
    const result = await hooks.process(token, headers, { now });
    expect(result.delivery).toEqual({ id: '42', attempt: 3 });
    expect(result.event.delivery).toEqual({ id: '42', attempt: 3 });
    expect(seen.map((e) => [e.eventId, e.delivery])).toEqual([['evt-7', { id: '42', attempt: 3 }]]);
  });

  it('reads a plain record whatever the case of its names (Node req.headers)', async () => {
    const hooks = createWebhooks({ publicKey: keys.publicKey });
    const record = { 'X-WEBHOOK-DELIVERY-ID': ['9', '10'], 'x-webhook-attempt': 'soon' };
    const { delivery, event } = await hooks.process(token, record, { now });
    // An attempt that is not a positive whole number is left out rather than guessed.
    expect(delivery).toEqual({ id: '9' });
    expect(event.delivery).toEqual({ id: '9' });
  });

  it('adds no delivery when the headers name none', async () => {
    const hooks = createWebhooks({ publicKey: keys.publicKey });
    const result = await hooks.process(token, { 'content-type': 'text/plain' }, { now });
    expect(result).not.toHaveProperty('delivery');
    expect(result.event).not.toHaveProperty('delivery');
    expect((await hooks.process(token, undefined, { now })).event.eventId).toBe('evt-7');
  });

  it('refuses a content type other than text/plain before verifying, and runs no handler', async () => {
    const hooks = createWebhooks({ publicKey: keys.publicKey });
    let ran = 0;
    hooks.onBookingConfirmed(() => void (ran += 1));
    const json = hooks.process(token, new Headers({ 'content-type': 'application/json' }), { now });
    expect(await rejectionCode(json)).toBe('UNSUPPORTED_CONTENT_TYPE');
    await expect(
      hooks.process(token, { 'Content-Type': 'application/jwt' }, { now }),
    ).rejects.toThrow('A delivery is sent as text/plain (the raw token), not "application/jwt".');
    expect(ran).toBe(0);
  });
});

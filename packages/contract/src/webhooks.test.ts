import { describe, expect, it } from 'vitest';
import { describeWebhookEvent, WEBHOOK_EVENT_TYPES, webhookEventType } from './webhooks';

describe('webhook event catalog', () => {
  it('names every event type <entityFqdn>_<slug> and describes it back', () => {
    expect(webhookEventType('wix.bookings.v2.booking', 'confirmed')).toBe(
      'wix.bookings.v2.booking_confirmed',
    );
    for (const type of WEBHOOK_EVENT_TYPES)
      expect(describeWebhookEvent(type)?.eventType).toBe(type);
  });

  it('tells the standard shapes from actions', () => {
    expect(describeWebhookEvent('wix.ecom.v1.cart_created')?.kind).toBe('created');
    expect(describeWebhookEvent('wix.ecom.v1.checkout_completed')).toMatchObject({
      entityFqdn: 'wix.ecom.v1.checkout',
      slug: 'completed',
      kind: 'action',
    });
    expect(
      describeWebhookEvent('wix.bookings.v2.booking_number_of_participants_updated'),
    ).toMatchObject({
      entityFqdn: 'wix.bookings.v2.booking',
      slug: 'number_of_participants_updated',
    });
  });

  it('knows no event outside the catalog', () => {
    expect(describeWebhookEvent('wix.ecom.v1.cart_exploded')).toBeUndefined();
    expect(describeWebhookEvent('cart_created')).toBeUndefined();
  });
});

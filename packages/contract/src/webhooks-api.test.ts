import { describe, expect, it } from 'vitest';
import {
  CreateWebhookSubscriptionRequest,
  ListWebhookDeliveriesQuery,
  TriggerWebhookEventRequest,
} from './webhooks-api';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('webhook API schemas', () => {
  it('take http(s) URLs and catalog event types only', () => {
    const ok = CreateWebhookSubscriptionRequest.safeParse({
      url: 'https://example.com/hooks',
      eventTypes: ['wix.ecom.v1.order_created'],
    });
    expect(ok.success).toBe(true);
    const bad = CreateWebhookSubscriptionRequest.safeParse({
      url: 'javascript:alert(1)',
      eventTypes: ['wix.ecom.v1.order_exploded'],
    });
    expect(messages(bad)).toEqual([
      'url: must be an http or https URL',
      'eventTypes.0: is not an event type of the webhook catalog',
    ]);
  });

  it('need a payload object to trigger, and read paging from a query string', () => {
    expect(
      messages(TriggerWebhookEventRequest.safeParse({ eventType: 'wix.ecom.v1.cart_created' })),
    ).toEqual(['payload: Invalid input: expected record, received undefined']);
    expect(ListWebhookDeliveriesQuery.parse({ limit: '5', status: 'FAILED' })).toEqual({
      limit: 5,
      status: 'FAILED',
    });
    expect(ListWebhookDeliveriesQuery.safeParse({ cursor: 'abc' }).success).toBe(false);
  });
});

import type { Booking, Order, PlanOrder } from '@headless/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  deliveryClaims,
  newKeyPair,
  signJwt,
  type DeliveryInit,
} from '../../../test/webhook-signer';
import { createWebhooks, type WebhookEvent } from './index';

const keys = newKeyPair();
const NOW = Date.parse('2026-11-23T10:00:05.000Z');
const now = () => NOW;
const token = (init: DeliveryInit) =>
  signJwt(deliveryClaims(init, NOW / 1000 - 1), keys.privateKey);

const action = (eventType: string, body: unknown): DeliveryInit => ({
  eventType,
  payload: { actionEvent: { bodyAsJson: JSON.stringify(body) } },
});
const paymentStatus = (paymentStatus: string) =>
  action('wix.ecom.v1.order_payment_status_updated', {
    order: { id: 'o-1', paymentStatus },
    previousPaymentStatus: 'NOT_PAID',
  });

describe('webhooks dispatch', () => {
  it('runs the handlers of the event type in order, typed by the catalog', async () => {
    const hooks = createWebhooks({ publicKey: keys.publicKey });
    const seen: string[] = [];
    hooks.onBookingConfirmed((event) => {
      expectTypeOf(event.body.booking).toEqualTypeOf<Booking>();
      expectTypeOf(event.eventTime).toEqualTypeOf<Date>();
      seen.push(`named ${event.body.booking.id}`);
    });
    hooks.on('wix.bookings.v2.booking_confirmed', (event) => {
      seen.push(`generic ${event.entityId}`);
    });
    hooks.onBookingCanceled(() => seen.push('canceled'));
    const confirmed = action('wix.bookings.v2.booking_confirmed', { booking: { id: 'bk-9' } });
    const result = await hooks.process(token({ ...confirmed, entityId: 'bk-9' }), {}, { now });
    expect(result.handled).toBe(2);
    expect(seen).toEqual(['named bk-9', 'generic bk-9']);
  });

  it('gives created events the entity in its contract wire type', async () => {
    const hooks = createWebhooks({ publicKey: keys.publicKey });
    const received: WebhookEvent<'wix.ecom.v1.order_created'>[] = [];
    hooks.onOrderCreated((event) => {
      expectTypeOf(event.entity).toEqualTypeOf<Order>();
      received.push(event);
    });
    const order = { id: 'o-2', number: '10001' };
    const created = { eventType: 'wix.ecom.v1.order_created', entityId: 'o-2' };
    await hooks.process(
      token({ ...created, payload: { createdEvent: { entityAsJson: JSON.stringify(order) } } }),
      {},
      { now },
    );
    expect(received.map((event) => [event.kind, event.entity.number])).toEqual([
      ['created', '10001'],
    ]);
  });

  it('calls onOrderPaid only when the payment status became PAID', async () => {
    const hooks = createWebhooks({ publicKey: keys.publicKey });
    const paid: string[] = [];
    hooks.onOrderPaid((event) => void paid.push(event.body.order.paymentStatus));
    await hooks.process(token(paymentStatus('PARTIALLY_PAID')), {}, { now });
    await hooks.process(token(paymentStatus('PAID')), {}, { now });
    expect(paid).toEqual(['PAID']);
  });

  it('types plan order actions with the plan order and stops after unsubscribing', async () => {
    const hooks = createWebhooks({ publicKey: keys.publicKey });
    const started: string[] = [];
    const off = hooks.onPlanOrderStarted((event) => {
      expectTypeOf(event.body.order).toEqualTypeOf<PlanOrder>();
      started.push(event.body.order.id);
    });
    const delivery = token(action('wix.pricing_plans.v2.order_started', { order: { id: 'po-1' } }));
    await hooks.process(delivery, {}, { now });
    off();
    const again = await hooks.process(delivery, {}, { now });
    expect(started).toEqual(['po-1']);
    expect(again.handled).toBe(0);
  });

  it('lets a handler failure propagate so the platform retries the delivery', async () => {
    const hooks = createWebhooks({ publicKey: keys.publicKey });
    hooks.onEventOrderPaid(() => {
      throw new Error('database down');
    });
    const paid = action('wix.events.ticketing.v1.order_paid', { orderNumber: 'E-1' });
    await expect(hooks.process(token(paid), {}, { now })).rejects.toThrow('database down');
  });

  it('refuses to register a handler for a type outside the catalog (compile time)', () => {
    const hooks = createWebhooks();
    // @ts-expect-error not an event type of the catalog
    const off = hooks.on('wix.bookings.v2.booking_exploded', () => undefined);
    expect(typeof off).toBe('function');
  });
});

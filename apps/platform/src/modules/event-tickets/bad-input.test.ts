import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectAppError, expectValidationError, useTestApp } from '../../../test/harness';
import { eventsEvents } from '../../db/schema/events';
import { buyerForm, DRAFT, JAZZ, useTicketsKit, violationsOf, WORKSHOP } from './test-kit';

const t = useTestApp();
const k = useTicketsKit(t);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function reservedOf(defId: string) {
  const res = await k.asOwner('GET', `/events/v3/ticket-definitions/${defId}?fields=SALES_DETAILS`);
  return res.json().ticketDefinition.salesDetails;
}

describe('reservation input', () => {
  it('refuses quantities over the per-checkout limit or the event limit, unless the owner ignores them', async () => {
    const defId = await k.newDefinition({ limitPerCheckout: 2, initialLimit: 50 });
    const over = await k.reserve(defId, 3);
    expectAppError(over, 400, 'TICKET_LIMIT_PER_CHECKOUT_EXCEEDED');
    const lifted = await k.reserve(defId, 3, k.asVisitor, { ignoreLimits: true });
    expectAppError(lifted, 403, 'FORBIDDEN');
    expect((await k.reserve(defId, 3, k.asOwner, { ignoreLimits: true })).statusCode).toBe(200);
    const wide = await k.newDefinition({ limitPerCheckout: 50, initialLimit: 50 });
    expectAppError(await k.reserve(wide, 11), 400, 'TICKET_LIMIT_PER_CHECKOUT_EXCEEDED');
  });

  it('refuses unknown events, drafts, unknown and hidden tickets, and bad quantities', async () => {
    const defId = await k.newDefinition();
    expectAppError(
      await k.reserve(defId, 1, k.asVisitor, {}, '00000000-0000-4000-8000-000000000000'),
      404,
      'EVENT_NOT_FOUND',
    );
    expectAppError(await k.reserve(defId, 1, k.asVisitor, {}, DRAFT), 404, 'EVENT_NOT_FOUND');
    expectAppError(await k.reserve('nope'), 404, 'TICKET_NOT_FOUND');
    expectAppError(await k.reserve(defId, 1, k.asVisitor, {}, WORKSHOP), 404, 'TICKET_NOT_FOUND');
    const hidden = await k.newDefinition({ hidden: true });
    expectAppError(await k.reserve(hidden), 404, 'TICKET_NOT_FOUND');
    expect((await k.reserve(hidden, 1, k.asOwner, { allowHiddenTickets: true })).statusCode).toBe(
      200,
    );
    const zero = await k.reserve(defId, 0);
    expectValidationError(zero, ['ticketQuantities.0.quantity:MIN']);
  });

  it('refuses a sale not started or ended, going by the clock', async () => {
    const later = await k.newDefinition({ salePeriod: { startDate: inDays(2) } });
    expectAppError(await k.reserve(later), 400, 'TICKET_SALE_NOT_STARTED');
    const over = await k.newDefinition({
      salePeriod: { startDate: inDays(-3), endDate: inDays(-1) },
    });
    expectAppError(await k.reserve(over), 400, 'TICKET_SALE_ENDED');
  });

  it('takes a donation at or above its minimum only', async () => {
    const defId = await k.newDefinition({
      pricingMethod: { minPrice: { value: '5.00', currency: 'USD' } },
    });
    const low = await k.reserve(defId, 1, k.asVisitor, {});
    expect(low.statusCode).toBe(200);
    const res = await k.asVisitor('POST', '/events/v1/checkout/reservations', {
      eventId: JAZZ,
      ticketQuantities: [{ ticketDefinitionId: defId, quantity: 1, priceOverride: '4.99' }],
    });
    expect(violationsOf(res)).toEqual(['ticketQuantities.0.priceOverride:DECIMAL_GTE']);
    const ok = await k.asVisitor('POST', '/events/v1/checkout/reservations', {
      eventId: JAZZ,
      ticketQuantities: [{ ticketDefinitionId: defId, quantity: 2, priceOverride: '12.5' }],
    });
    expect(ok.json().invoice.subTotal.amount).toBe('25.00');
  });
});

describe('guest forms', () => {
  const form = {
    controls: [
      {
        type: 'NAME',
        inputs: [
          { name: 'firstName', label: 'First', mandatory: true, type: 'TEXT' },
          { name: 'lastName', label: 'Last', mandatory: true, type: 'TEXT' },
        ],
      },
      { type: 'INPUT', inputs: [{ name: 'email', label: 'Email', mandatory: true, type: 'TEXT' }] },
      { type: 'INPUT', inputs: [{ name: 'age', label: 'Age', mandatory: true, type: 'NUMBER' }] },
      {
        type: 'DROPDOWN',
        inputs: [{ name: 'size', label: 'Size', type: 'TEXT', options: ['S', 'M'] }],
      },
    ],
  };

  it('checks required inputs, value types, options and unknown inputs; nothing is sold', async () => {
    await t.db
      .update(eventsEvents)
      .set({ form: form as never })
      .where(eq(eventsEvents.id, WORKSHOP));
    const defId = await k.newDefinition({}, WORKSHOP);
    const id = await k.reservationId(defId, 2, k.asVisitor, {}, WORKSHOP);
    const values = [
      ...buyerForm().form.inputValues,
      { inputName: 'age', value: 'ten' },
      { inputName: 'size', value: 'XL' },
      { inputName: 'shoe', value: '9' },
    ];
    const wrong = await k.checkout(id, {
      eventId: WORKSHOP,
      guests: [{ form: { inputValues: values } }, { form: { inputValues: [] } }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(violationsOf(wrong)).toEqual([
      'guests.0.form.age:VALIDATION',
      'guests.0.form.shoe:FIELD_NOT_ALLOWED',
      'guests.0.form.size:VALIDATION',
      'guests.1.form.age:REQUIRED_FIELD',
      'guests.1.form.email:REQUIRED_FIELD',
      'guests.1.form.firstName:REQUIRED_FIELD',
      'guests.1.form.lastName:REQUIRED_FIELD',
    ]);
    expect(await reservedOf(defId)).toMatchObject({ soldCount: 0, reservedCount: 2 });
    const three = Array.from({ length: 3 }, () => buyerForm());
    expect(violationsOf(await k.checkout(id, { eventId: WORKSHOP, guests: three }))).toContain(
      'guests:MAX_SIZE',
    );
    const good = [
      {
        form: { inputValues: [...buyerForm().form.inputValues, { inputName: 'age', value: '31' }] },
      },
    ];
    const ok = await k.checkout(id, { eventId: WORKSHOP, guests: good });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await reservedOf(defId)).toMatchObject({ soldCount: 2, reservedCount: 0 });
  });

  it('needs a buyer: no buyer and no guest form is a validation error', async () => {
    const defId = await k.newDefinition();
    const res = await k.checkout(await k.reservationId(defId), { guests: [] });
    expect(violationsOf(res)).toEqual([
      'buyer.email:REQUIRED_FIELD',
      'buyer.firstName:REQUIRED_FIELD',
      'buyer.lastName:REQUIRED_FIELD',
    ]);
  });
});

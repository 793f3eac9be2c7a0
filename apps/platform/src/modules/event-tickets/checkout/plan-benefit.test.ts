import { describe, expect, it } from 'vitest';
import { expectAppError, useTestApp } from '../../../../test/harness';
import { buy } from '../../plan-orders/test-kit';
import { memberToken, planId } from '../../pricing-plans/test-kit';
import { buyerForm, JAZZ, useTicketsKit } from '../test-kit';

const t = useTestApp();
const k = useTicketsKit(t);

const UNKNOWN_ORDER = '00000000-0000-4000-8000-000000000000';

describe('paidPlanBenefit on invoices and checkouts', () => {
  it('needs an active plan order of the calling member, and then changes nothing else', async () => {
    const member = await memberToken(t.db);
    const asMember = (method: 'POST', url: string, payload: object) =>
      t.app.inject({ method, url, headers: { authorization: member }, payload });
    const defId = await k.newDefinition();
    const reserved = await asMember('POST', '/events/v1/checkout/reservations', {
      eventId: JAZZ,
      ticketQuantities: [{ ticketDefinitionId: defId, quantity: 1 }],
    });
    expect(reserved.statusCode, reserved.body).toBe(200);
    const id = reserved.json().id as string;
    const invoice = (benefit?: object) =>
      asMember('POST', `/events/v1/checkout/invoices/${id}`, {
        eventId: JAZZ,
        ...(benefit ? { paidPlanBenefit: benefit } : {}),
      });

    const unknown = await invoice({ planOrderId: UNKNOWN_ORDER, benefitId: 'tickets' });
    expectAppError(unknown, 404, 'ORDER_NOT_FOUND');
    const orderId = await buy(t.app, member, planId('community'));
    const withBenefit = await invoice({ planOrderId: orderId, benefitId: 'tickets' });
    expect(withBenefit.statusCode, withBenefit.body).toBe(200);
    expect(withBenefit.json().invoice).toEqual((await invoice()).json().invoice);

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/pricing-plans/v2/member/orders/${orderId}/cancel`,
      headers: { authorization: member },
      payload: { effectiveAt: 'IMMEDIATELY' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const ended = await asMember('POST', '/events/v1/checkout', {
      eventId: JAZZ,
      reservationId: id,
      guests: [buyerForm()],
      paidPlanBenefit: { planOrderId: orderId, benefitId: 'tickets' },
    });
    expectAppError(ended, 400, 'PLAN_ORDER_NOT_ACTIVE');
  });

  it('refuses a visitor, whose plan orders cannot exist', async () => {
    const id = await k.reservationId(await k.newDefinition());
    const res = await k.checkout(id, {
      paidPlanBenefit: { planOrderId: UNKNOWN_ORDER, benefitId: 'tickets' },
    });
    expectAppError(res, 403, 'MEMBER_ONLY');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { expectAppError, useTestApp } from '../../../../test/harness';
import { caller, type Caller } from '../../../../test/callers';
import { notificationsOf, planId } from '../../pricing-plans/test-kit';
import { buy, OFFLINE_ORDERS, OWNER_ORDERS, premiumOwnerAndMember } from '../test-kit';

const t = useTestApp();
let owner: Caller;
let memberId: string;
let token: string;

beforeAll(async () => {
  ({ owner, memberId, token } = await premiumOwnerAndMember(t, { registered: true }));
});

describe('offline plan orders and mark as paid (owner)', () => {
  it('records an unpaid offline order, then marks it paid once', async () => {
    const res = await owner('POST', OFFLINE_ORDERS, {
      planId: planId('monthly-membership'),
      memberId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { order } = res.json();
    expect(order).toMatchObject({ type: 'OFFLINE', status: 'ACTIVE', lastPaymentStatus: 'UNPAID' });

    const paid = await owner('POST', `${OWNER_ORDERS}/${order.id}/mark-as-paid`, { id: order.id });
    expect([paid.statusCode, paid.json()]).toEqual([200, {}]);
    const read = await owner('GET', `${OWNER_ORDERS}/${order.id}`);
    expect(read.json().order.lastPaymentStatus).toBe('PAID');
    expect(await notificationsOf(t.db, order.id)).toEqual(
      expect.arrayContaining(['order_created', 'order_marked_as_paid']),
    );

    const again = await owner('POST', `${OWNER_ORDERS}/${order.id}/mark-as-paid`, {});
    expectAppError(again, 400, 'ORDER_ALREADY_PAID');
  });

  it('ignores the purchase limit for offline orders; a free one needs no payment', async () => {
    const community = planId('community');
    for (let i = 0; i < 2; i++) {
      const res = await owner('POST', OFFLINE_ORDERS, { planId: community, memberId, paid: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().order.lastPaymentStatus).toBe('NOT_APPLICABLE');
    }
  });

  it('refuses to mark an online order, an unknown member, or a member calling', async () => {
    const online = await buy(t.app, token, planId('10-class-pass'));
    const res = await owner('POST', `${OWNER_ORDERS}/${online}/mark-as-paid`, {});
    expectAppError(res, 400, 'ORDER_NOT_OFFLINE');
    const stranger = await owner('POST', OFFLINE_ORDERS, {
      planId: planId('monthly-membership'),
      memberId: '00000000-0000-4000-8000-000000000000',
    });
    expectAppError(stranger, 400, 'MEMBER_NOT_FOUND');
    const asMember = caller(t.app, { authorization: token });
    const denied = await asMember('POST', OFFLINE_ORDERS, {
      planId: planId('community'),
      memberId,
    });
    expectAppError(denied, 403, 'FORBIDDEN');
    const missing = await owner('POST', OFFLINE_ORDERS, { memberId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.validationError.fieldViolations[0].field).toBe('planId');
  });
});

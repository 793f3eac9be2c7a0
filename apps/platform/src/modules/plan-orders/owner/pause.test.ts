import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectAppError, useTestApp } from '../../../../test/harness';
import { caller, type Caller } from '../../../../test/callers';
import { notificationsOf, planId } from '../../pricing-plans/test-kit';
import { buy, OWNER_ORDERS, premiumOwnerAndMember } from '../test-kit';

const t = useTestApp();
let owner: Caller;
let member: Caller;
let orderId: string;

beforeAll(async () => {
  const { token, ...started } = await premiumOwnerAndMember(t);
  owner = started.owner;
  member = caller(t.app, { authorization: token });
  orderId = await buy(t.app, token, planId('10-class-pass'));
});
afterAll(() => {
  vi.restoreAllMocks();
});

const orderNow = async () => (await owner('GET', `${OWNER_ORDERS}/${orderId}`)).json().order;

describe('POST /pricing-plans/v2/orders/{id}/pause and /resume (owner)', () => {
  it('pauses an active order and resumes it, moving the end date on by the pause', async () => {
    const before = await orderNow();
    const start = new Date();
    const clock = vi.spyOn(t.app.clock, 'now').mockReturnValue(start);
    const pause = await owner('POST', `${OWNER_ORDERS}/${orderId}/pause`, { id: orderId });
    expect([pause.statusCode, pause.json()]).toEqual([200, {}]);
    expect(await orderNow()).toMatchObject({
      status: 'PAUSED',
      pausePeriods: [{ status: 'ACTIVE', pauseDate: start.toISOString() }],
    });
    const again = await owner('POST', `${OWNER_ORDERS}/${orderId}/pause`, {});
    expectAppError(again, 400, 'ORDER_NOT_ACTIVE');

    clock.mockReturnValue(new Date(start.getTime() + 3 * 86_400_000));
    expect((await owner('POST', `${OWNER_ORDERS}/${orderId}/resume`, {})).statusCode).toBe(200);
    const after = await orderNow();
    expect(after.status).toBe('ACTIVE');
    expect(after.pausePeriods[0]).toMatchObject({ status: 'ENDED' });
    expect(new Date(after.endDate).getTime() - new Date(before.endDate).getTime()).toBe(
      3 * 86_400_000,
    );
    const twice = await owner('POST', `${OWNER_ORDERS}/${orderId}/resume`, {});
    expectAppError(twice, 400, 'ORDER_NOT_PAUSED');
    expect(await notificationsOf(t.db, orderId)).toEqual(
      expect.arrayContaining(['order_paused', 'order_resumed']),
    );
    clock.mockRestore();
  });

  it('is the owner’s only, and answers ORDER_NOT_FOUND for unknown orders', async () => {
    const res = await member('POST', `${OWNER_ORDERS}/${orderId}/pause`, {});
    expectAppError(res, 403, 'FORBIDDEN');
    const unknown = await owner(
      'POST',
      `${OWNER_ORDERS}/00000000-0000-4000-8000-000000000000/pause`,
      {},
    );
    expectAppError(unknown, 404, 'ORDER_NOT_FOUND');
  });
});

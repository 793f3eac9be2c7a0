import { CreateRedirectSessionResponse } from '@headless/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { expectAppError, useTestApp } from '../../../test/harness';
import { ownerHeaders } from '../../../test/owner';
import { memberToken, newPlan, planId, violationsOf } from '../pricing-plans/test-kit';
import { buy, createSession, setPremium } from './test-kit';

const t = useTestApp();
let member: string;
beforeAll(async () => {
  member = await memberToken(t.db);
});
beforeEach(() => setPremium(t.db, false));

const FREE = planId('community');
const PAID = planId('monthly-membership');

describe('redirect session with paidPlansCheckout', () => {
  it('gives a member the hosted plans checkout of a free plan on any site', async () => {
    const res = await createSession(t.app, member, FREE);
    expect(res.statusCode, res.body).toBe(200);
    const { redirectSession } = CreateRedirectSessionResponse.parse(res.json());
    expect(redirectSession.fullUrl).toMatch(
      /^http:\/\/localhost(:\d+)?\/hosted\/plans-checkout\/[0-9a-f-]{36}$/,
    );
    expect(redirectSession.urlDetails.endpoint).toBe(redirectSession.fullUrl);
  });

  it('needs a premium site for a paid plan', async () => {
    const refused = await createSession(t.app, member, PAID);
    expectAppError(refused, 403, 'PREMIUM_REQUIRED');
    await setPremium(t.db, true);
    expect((await createSession(t.app, member, PAID)).statusCode).toBe(200);
  });

  it('opens for visitors and the owner too: the hosted page asks the buyer to log in', async () => {
    const visitor = await createSession(t.app, await visitorToken(t.app), FREE);
    expect(visitor.statusCode, visitor.body).toBe(200);
    const owner = await t.app.inject({
      method: 'POST',
      url: '/redirect-session/v1/redirect-session',
      headers: await ownerHeaders(t.db),
      payload: { paidPlansCheckout: { planId: FREE } },
    });
    expect(owner.statusCode, owner.body).toBe(200);
    for (const res of [visitor, owner]) {
      const page = await t.app.inject({
        method: 'GET',
        url: new URL(res.json().redirectSession.fullUrl).pathname,
      });
      expect(page.body).toContain('Log in to continue');
    }
  });

  it('answers bad input clearly: no plan id, unknown plan, bad callback', async () => {
    expect(violationsOf(await createSession(t.app, member, undefined))).toEqual([
      'paidPlansCheckout.planId:REQUIRED_FIELD',
    ]);
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const res = await createSession(t.app, member, id);
      expectAppError(res, 404, 'PLAN_NOT_FOUND');
    }
    const badCallback = await createSession(t.app, member, FREE, {
      postFlowUrl: 'javascript:x',
    } as never);
    expect(violationsOf(badCallback)).toEqual(['callbacks.postFlowUrl:FORMAT']);
  });

  it('refuses an archived plan and a member over the purchase limit', async () => {
    const owner = await ownerHeaders(t.db);
    const made = await t.app.inject({
      method: 'POST',
      url: '/pricing-plans/v2/plans',
      headers: owner,
      payload: {
        plan: newPlan({
          pricing: { singlePaymentUnlimited: true, price: { value: '0', currency: 'USD' } },
        }),
      },
    });
    const id = made.json().plan.id as string;
    await t.app.inject({
      method: 'POST',
      url: `/pricing-plans/v2/plans/${id}/archive`,
      headers: owner,
      payload: {},
    });
    const archived = await createSession(t.app, member, id);
    expectAppError(archived, 400, 'PLAN_ARCHIVED');

    const buyer = await memberToken(t.db);
    await buy(t.app, buyer, FREE);
    const again = await createSession(t.app, buyer, FREE);
    expectAppError(again, 400, 'PURCHASE_LIMIT_REACHED');
  });
});

import { DEMO_SITE_ID, PublicPlansResponse } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { useTestApp } from '../../../test/harness';
import { installedApps } from '../../db/schema/core';
import { seedId } from '../../seed/seed-helpers';

const t = useTestApp();
let token: string;
const planId = (slug: string) => seedId(DEMO_SITE_ID, `plan:${slug}`);

beforeAll(async () => {
  token = await visitorToken(t.app);
});

const list = (qs = '') =>
  t.app.inject({
    method: 'GET',
    url: `/pricing-plans/v2/plans/public${qs}`,
    headers: { authorization: token },
  });
const query = (body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/pricing-plans/v2/plans/public/query',
    headers: { authorization: token },
    payload: body as object,
  });
const slugs = (body: PublicPlansResponse) => body.plans.map((p) => p.slug);

describe('GET /pricing-plans/v2/plans/public', () => {
  it('lists the public plans in display order with their pricing model', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = PublicPlansResponse.parse(res.json());
    expect(slugs(body)).toEqual([
      'community',
      'monthly-membership',
      'yearly-membership',
      '10-class-pass',
    ]);
    expect(body.pagingMetadata).toEqual({ count: 4, offset: 0, total: 4, tooManyToCount: false });
    const [community, monthly, yearly, pass] = body.plans;
    expect(monthly?.pricing).toEqual({
      subscription: { cycleDuration: { count: 1, unit: 'MONTH' }, cycleCount: 0 },
      price: { value: '49', currency: 'USD' },
      freeTrialDays: 7,
    });
    expect(yearly).toMatchObject({ primary: true, pricing: { price: { value: '490' } } });
    expect(pass?.pricing).toMatchObject({ singlePaymentForDuration: { count: 3, unit: 'MONTH' } });
    expect(pass?.pricing.subscription).toBeUndefined();
    expect(monthly?.perks.values).toContain('Cancel anytime');
    expect(community).toMatchObject({
      maxPurchasesPerBuyer: 1,
      pricing: { singlePaymentUnlimited: true, price: { value: '0', currency: 'USD' } },
    });
  });

  it('pages with flat parameters and picks repeated planIds', async () => {
    const page = PublicPlansResponse.parse((await list('?limit=1&offset=1')).json());
    expect([slugs(page), page.pagingMetadata.total]).toEqual([['monthly-membership'], 4]);
    const picked = await list(
      `?planIds=${planId('10-class-pass')}&planIds=${planId('monthly-membership')}&planIds=nope`,
    );
    expect(slugs(picked.json())).toEqual(['monthly-membership', '10-class-pass']);
    const one = await list(`?planIds=${planId('yearly-membership')}`);
    expect(slugs(one.json())).toEqual(['yearly-membership']);
    expect((await list(`?planIds=${planId('staff-plan')}`)).json().plans).toEqual([]);
  });

  it('rejects out-of-range paging', async () => {
    for (const qs of ['?limit=101', '?offset=-1', '?limit=abc']) {
      const res = await list(qs);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().details.validationError.fieldViolations[0].field).toMatch(
        /^(limit|offset)$/,
      );
    }
  });
});

describe('POST /pricing-plans/v2/plans/public/query', () => {
  it('filters and sorts in SQL', async () => {
    const cheap = await query({
      query: {
        filter: { 'pricing.price.value': { $lt: 200 } },
        sort: [{ fieldName: 'pricing.price.value', order: 'DESC' }],
      },
    });
    expect(slugs(cheap.json())).toEqual(['10-class-pass', 'monthly-membership', 'community']);
    const yearly = await query({
      query: { filter: { 'pricing.subscription.cycleDuration.unit': 'YEAR' } },
    });
    expect(slugs(yearly.json())).toEqual(['yearly-membership']);
    const perks = await query({
      query: { filter: { 'perks.values': { $hasSome: ['10 classes'] } } },
    });
    expect(slugs(perks.json())).toEqual(['10-class-pass']);
    // A field that is an expression (pricing kind = …) compares as one operand.
    const unlimited = await query({
      query: { filter: { 'pricing.singlePaymentUnlimited': true } },
    });
    expect([unlimited.statusCode, slugs(unlimited.json())]).toEqual([200, ['community']]);
    const limited = await query({
      query: { filter: { 'pricing.singlePaymentUnlimited': { $ne: true } } },
    });
    expect(slugs(limited.json())).not.toContain('community');
    expect(slugs(limited.json())).toContain('monthly-membership');
  });

  it('rejects unknown fields and enum values', async () => {
    const unknown = await query({ query: { filter: { archived: true } } });
    expect(unknown.json().details.validationError.fieldViolations[0].field).toBe(
      'query.filter.archived',
    );
    const badUnit = await query({
      query: { filter: { 'pricing.singlePaymentForDuration.unit': 'FORTNIGHT' } },
    });
    expect(badUnit.json().details.validationError.fieldViolations[0].violatedRule).toBe(
      'INVALID_ENUM_VALUE',
    );
  });

  it('requires the pricing-plans app', async () => {
    await t.db
      .delete(installedApps)
      .where(and(eq(installedApps.siteId, DEMO_SITE_ID), eq(installedApps.app, 'pricing-plans')));
    for (const res of [await list(), await query({})]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().details.applicationError).toMatchObject({
        code: 'APP_NOT_INSTALLED',
        data: { app: 'pricing-plans' },
      });
    }
  });
});

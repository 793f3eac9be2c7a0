import { describe, expect, it } from 'vitest';
import { ApplicationError } from '../../core/errors';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { sendJson, startServer } from '../../../test/http-server';
import { plansV3 } from './plans-v3';

const iso = '2026-01-01T00:00:00.000Z';
const plan = (id = 'p1') => ({
  id,
  revision: '3',
  createdDate: iso,
  updatedDate: iso,
  name: 'Gold',
  slug: 'gold',
  maxPurchasesPerBuyer: 0,
  pricingVariants: [
    {
      id,
      name: 'Gold',
      billingTerms: { startType: 'ON_PURCHASE', endType: 'UNTIL_CANCELLED' },
      pricingStrategies: [{ flatRate: { amount: '10' } }],
    },
  ],
  perks: [],
  visibility: 'PUBLIC',
  buyable: true,
  buyerCanCancel: true,
  currency: 'USD',
});
const pagingMetadata = { count: 1, cursors: { next: 'c2' }, hasNext: true };
const decodeR = (url: string) =>
  JSON.parse(Buffer.from(new URL(url, 'http://x').searchParams.get('.r')!, 'base64url').toString());

describe('plansV3', () => {
  it('lists the public plans with a `.r` GET on the query path, dates as Date', async () => {
    const server = await fakePlatform({
      'GET /pricing-plans/v3/plans/query': { plans: [plan()], pagingMetadata },
    });
    const client = clientOf(server, { plansV3 });
    const page = await client.plansV3.listPublicPlans({ limit: 5 });
    expect(page.plans[0]?.createdDate).toEqual(new Date(iso));
    expect(page.pagingMetadata.cursors?.next).toBe('c2');
    expect(decodeR(apiCalls(server)[0]!.url)).toEqual({
      query: { filter: { visibility: 'PUBLIC', buyable: true }, cursorPaging: { limit: 5 } },
    });
    await client.plansV3.listPublicPlans({ cursor: 'c2' });
    expect(decodeR(apiCalls(server)[1]!.url)).toEqual({
      query: { cursorPaging: { cursor: 'c2' } },
    });
  });

  it('searches on the literal `search` path and counts with a POST', async () => {
    const server = await fakePlatform({
      'GET /pricing-plans/v3/plans/search': {
        plans: [plan()],
        pagingMetadata,
        aggregationData: {},
      },
      'POST /pricing-plans/v3/plans/count': { count: 4 },
    });
    const client = clientOf(server, { plansV3 });
    const found = await client.plansV3.searchPlans({ search: { expression: 'gold' } });
    expect(found.plans.map((p) => p.id)).toEqual(['p1']);
    expect(decodeR(apiCalls(server)[0]!.url)).toEqual({
      search: { search: { expression: 'gold' } },
    });
    await expect(client.plansV3.countPlans({ filter: { visibility: 'PUBLIC' } })).resolves.toBe(4);
    expect(apiCalls(server)[1]?.body).toEqual({ filter: { visibility: 'PUBLIC' } });
  });

  it("unwraps get, create and update, and archives through update's buyable", async () => {
    const server = await fakePlatform({
      'GET /pricing-plans/v3/plans/p1': { plan: plan() },
      'POST /pricing-plans/v3/plans': { plan: plan('p2') },
      'PATCH /pricing-plans/v3/plans/p1': { plan: { ...plan(), buyable: false } },
      'DELETE /pricing-plans/v3/plans/p2': {},
    });
    const client = clientOf(server, { plansV3 });
    expect((await client.plansV3.getPlan('p1')).updatedDate).toEqual(new Date(iso));
    const input = {
      name: 'Silver',
      pricingVariants: [
        {
          billingTerms: { endType: 'UNTIL_CANCELLED' as const },
          pricingStrategies: [{ flatRate: { amount: '5' } }],
        },
      ],
    };
    expect((await client.plansV3.createPlan(input)).id).toBe('p2');
    expect((await client.plansV3.archivePlan('p1', '3')).buyable).toBe(false);
    await client.plansV3.deletePlan('p2');
    expect(apiCalls(server).slice(1)).toMatchObject([
      { method: 'POST', body: { plan: input } },
      { method: 'PATCH', body: { plan: { id: 'p1', revision: '3', buyable: false } } },
      { method: 'DELETE', url: '/pricing-plans/v3/plans/p2?planId=p2' },
    ]);
  });

  it('maps a stale revision to an ApplicationError with its code', async () => {
    const server = await startServer((req, res) => {
      if (req.url === '/oauth2/token') {
        return sendJson(res, 200, { access_token: 'v', refresh_token: 'r', expires_in: 14400 });
      }
      sendJson(res, 409, {
        message: 'The plan changed since it was read',
        details: { applicationError: { code: 'REVISION_MISMATCH', description: 'changed' } },
      });
    });
    const client = clientOf(server, { plansV3 });
    const error = await client.plansV3
      .updatePlan('p1', { revision: '1', name: 'X' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({ code: 'REVISION_MISMATCH', status: 409 });
  });
});

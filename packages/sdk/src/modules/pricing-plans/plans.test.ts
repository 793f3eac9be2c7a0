import { describe, expect, it } from 'vitest';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { plans } from './plans';

const iso = '2024-01-01T00:00:00.000Z';
const plan = () => ({
  id: 'p1',
  name: 'Gold',
  createdDate: iso,
  pricing: { price: { value: '10', currency: 'USD' } },
});
const pagingMetadata = { count: 1, offset: 0, total: 1, tooManyToCount: false };

describe('plans', () => {
  it('queries public plans', async () => {
    const server = await fakePlatform({
      'POST /pricing-plans/v2/plans/public/query': { plans: [plan()], pagingMetadata },
    });
    const client = clientOf(server, { plans });
    const page = await client.plans.queryPublicPlans().ascending('name').find();
    expect(page.items[0]?.createdDate).toEqual(new Date(iso));
    expect(apiCalls(server)[0]?.body).toEqual({
      query: {
        filter: {},
        sort: [{ fieldName: 'name', order: 'ASC' }],
        paging: { limit: 50, offset: 0 },
      },
    });
  });

  it('lists public plans with flat paging and repeated plan ids', async () => {
    const server = await fakePlatform({
      'GET /pricing-plans/v2/plans/public': { plans: [plan()], pagingMetadata },
    });
    const client = clientOf(server, { plans });
    const result = await client.plans.listPublicPlans({ limit: 5, planIds: ['p1', 'p2'] });
    expect(result.plans[0]?.createdDate).toEqual(new Date(iso));
    expect(result.pagingMetadata).toEqual(pagingMetadata);
    expect(apiCalls(server)[0]?.url).toBe(
      '/pricing-plans/v2/plans/public?limit=5&planIds=p1&planIds=p2',
    );
  });
});

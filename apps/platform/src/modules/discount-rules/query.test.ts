import { AppId, QueryDiscountRulesResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { useCallers } from '../../owned/test-kit';

const BASE = '/ecom/v1/discount-rules';
const t = useTestApp();
const { asOwner: call, asVisitor, asOtherSiteOwner } = useCallers(t);

async function created(name: string, active = true) {
  const discountRule = {
    name,
    active,
    discounts: {
      values: [
        {
          targetType: 'SPECIFIC_ITEMS',
          specificItemsInfo: {
            scopes: [{ type: 'CATALOG_ITEM', catalogItem: { catalogAppId: AppId.storesCatalog } }],
          },
          discountType: 'PERCENTAGE',
          percentage: 10,
        },
      ],
    },
  };
  const res = await call('POST', BASE, { discountRule });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().discountRule.id as string;
}

/** The official SDK's discountRules.queryDiscountRules: POST /ecom/v1/discount-rules/query. */
describe('POST /ecom/v1/discount-rules/query', () => {
  it('pages the site’s rules oldest first, filtered and sorted as on the wire', async () => {
    const a = await created(`Query A ${Math.random()}`);
    const b = await created(`Query B ${Math.random()}`, false);
    const both = { id: { $in: [a, b] } };
    const res = await call('POST', `${BASE}/query`, {
      query: { filter: both, paging: { limit: 1 } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = QueryDiscountRulesResponse.parse(res.json());
    expect(page.discountRules.map((r) => r.id)).toEqual([a]);
    expect(page.pagingMetadata).toMatchObject({ count: 1, offset: 0, total: 2 });
    const inactive = await call('POST', `${BASE}/query`, {
      query: { filter: { ...both, active: false } },
    });
    expect(inactive.json().discountRules.map((r: { id: string }) => r.id)).toEqual([b]);
    const sorted = await call('POST', `${BASE}/query`, {
      query: { filter: both, sort: [{ fieldName: 'name', order: 'DESC' }] },
    });
    expect(sorted.json().discountRules.map((r: { id: string }) => r.id)).toEqual([b, a]);
    const other = await asOtherSiteOwner();
    const foreign = await other('POST', `${BASE}/query`, { query: { filter: both } });
    expect(foreign.json().discountRules).toEqual([]);
  });

  it('is the owner’s; an unknown field is a 400', async () => {
    expect((await asVisitor('POST', `${BASE}/query`, {})).statusCode).toBe(403);
    const bad = await call('POST', `${BASE}/query`, { query: { filter: { colour: 'red' } } });
    expect(bad.statusCode).toBe(400);
  });
});

import { AppId, QueryCheckoutTemplatesResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { useCallers } from '../../owned/test-kit';
import { product } from '../checkout/test-helpers';

const BASE = '/ecom/v1/checkout-templates';
const t = useTestApp();
const { asOwner: call, asVisitor } = useCallers(t);

async function template(status?: 'INACTIVE') {
  const lineItems = [
    {
      catalogReference: {
        appId: AppId.storesCatalog,
        catalogItemId: product('ceramic-coffee-mug'),
      },
      quantity: 1,
    },
  ];
  const res = await call('POST', BASE, { checkoutTemplate: { lineItems } });
  expect(res.statusCode, res.body).toBe(200);
  const { id } = res.json().checkoutTemplate as { id: string };
  if (status) await call('PATCH', `${BASE}/${id}`, { checkoutTemplate: { status } });
  return id;
}

/** The official SDK's checkoutTemplates.queryCheckoutTemplates: POST …/checkout-templates/query. */
describe('POST /ecom/v1/checkout-templates/query', () => {
  it('lists the site’s templates oldest first, a cursor page at a time, filtered by status', async () => {
    const first = await template();
    const second = await template('INACTIVE');
    const page = await call('POST', `${BASE}/query`, { query: { cursorPaging: { limit: 1 } } });
    expect(page.statusCode, page.body).toBe(200);
    const one = QueryCheckoutTemplatesResponse.parse(page.json());
    expect(one.checkoutTemplates.map((c) => c.id)).toEqual([first]);
    expect(one.pagingMetadata.hasNext).toBe(true);
    const next = await call('POST', `${BASE}/query`, {
      query: { cursorPaging: { cursor: one.pagingMetadata.cursors.next } },
    });
    expect(next.json().checkoutTemplates.map((c: { id: string }) => c.id)).toEqual([second]);
    const inactive = await call('POST', `${BASE}/query`, {
      query: { filter: { status: 'INACTIVE' } },
    });
    expect(inactive.json().checkoutTemplates.map((c: { id: string }) => c.id)).toEqual([second]);
  });

  it('is the owner’s; an unknown field is a 400', async () => {
    expect((await asVisitor('POST', `${BASE}/query`, {})).statusCode).toBe(403);
    const bad = await call('POST', `${BASE}/query`, { query: { filter: { colour: 'red' } } });
    expect(bad.statusCode).toBe(400);
  });
});

import { SearchOrdersResponse } from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { expectAppError, useTestApp } from '../../../test/harness';
import { ownerHeaders } from '../../../test/owner';
import { setPremium } from '../checkout/test-helpers';
import { placedOrder } from './test-kit';

const t = useTestApp();
let owner: Record<string, string>;
beforeAll(async () => {
  owner = await ownerHeaders(t.db);
  await setPremium(t.db, true);
});

/** The official SDK's orders.searchOrders: POST /ecom/v1/orders/search {search}. */
const search = (payload: object, headers: Record<string, string> = owner) =>
  t.app.inject({ method: 'POST', url: '/ecom/v1/orders/search', headers, payload });

describe('POST /ecom/v1/orders/search', () => {
  it('finds the site’s orders, newest first, a cursor page at a time, filtered by status', async () => {
    const first = await placedOrder(t);
    const second = await placedOrder(t);
    const page = await search({ search: { cursorPaging: { limit: 1 } } });
    expect(page.statusCode, page.body).toBe(200);
    const one = SearchOrdersResponse.parse(page.json());
    expect(one.orders.map((o) => o.id)).toEqual([second.orderId]);
    expect(one.metadata).toMatchObject({ count: 1, hasNext: true });
    const next = await search({
      search: { cursorPaging: { limit: 1, cursor: one.metadata.cursors.next } },
    });
    expect(next.json().orders.map((o: { id: string }) => o.id)).toEqual([first.orderId]);
    const canceled = await search({ search: { filter: { status: 'CANCELED' } } });
    expect(canceled.json().orders).toEqual([]);
    const paid = await search({
      search: { filter: { paymentStatus: 'PAID' }, sort: [{ fieldName: 'createdDate' }] },
    });
    const ids = paid.json().orders.map((o: { id: string }) => o.id);
    expect(ids.indexOf(first.orderId)).toBeLessThan(ids.indexOf(second.orderId));
  });

  it('is the owner’s; an unknown field is a 400 with its path', async () => {
    const token = await visitorToken(t.app);
    expectAppError(await search({}, { authorization: token }), 403, 'FORBIDDEN');
    const bad = await search({ search: { filter: { colour: 'red' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.validationError.fieldViolations[0].field).toMatch(/^search\.filter/);
  });
});

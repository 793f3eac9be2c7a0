import { AppId } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError, useTestApp } from '../../../test/harness';
import { outboxOf } from '../../../test/outbox-events';
import { encodeR } from '../../http/complex-get';
import { useCallers } from '../../owned/test-kit';
import { product } from '../checkout/test-helpers';

const FQDN = 'wix.ecom.v1.back_in_stock_notification_request';
const BASE = '/back-in-stock-service/v1/back-in-stock-notification-requests';
const t = useTestApp();
const { asOwner, asVisitor } = useCallers(t);

const ref = (slug: string) => ({ appId: AppId.storesCatalog, catalogItemId: product(slug) });
const ask = async (email: string, slug = 'ceramic-coffee-mug') => {
  const res = await asVisitor('POST', BASE, { request: { catalogReference: ref(slug), email } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().request.id as string;
};
/** A GET as the official SDK sends it: the request as `?.r=<base64url JSON>`. */
const getR = (path: string, request: object) => asOwner('GET', `${path}?.r=${encodeR(request)}`);

describe('the owner’s back-in-stock calls (literal segments win over `:id`)', () => {
  it('queries the requests (GET, and the POST fallback on …/query), filtered and paged', async () => {
    const first = await ask('query-a@example.com', 'canvas-tote-bag');
    const second = await ask('query-b@example.com', 'canvas-tote-bag');
    const filter = { 'catalogReference.catalogItemId': product('canvas-tote-bag') };
    const page = await getR(BASE, { query: { filter, paging: { limit: 1 } } });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().requests.map((r: { id: string }) => r.id)).toEqual([second]);
    expect(page.json().metadata).toEqual({ count: 1, offset: 0, total: 2 });
    const posted = await asOwner('POST', `${BASE}/query`, {
      query: { filter, sort: [{ fieldName: 'createdDate', order: 'ASC' }] },
    });
    expect(posted.json().requests.map((r: { id: string }) => r.id)).toEqual([first, second]);
    const bad = await getR(BASE, { query: { filter: { colour: 'red' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.validationError.fieldViolations[0].field).toMatch(/^query\.filter/);
    expectAppError(await asVisitor('GET', BASE), 403, 'FORBIDDEN');
  });

  it('counts the requests per item', async () => {
    await ask('count-a@example.com', 'fleece-hoodie');
    await ask('count-b@example.com', 'fleece-hoodie');
    const refs = [ref('fleece-hoodie'), ref('ceramic-coffee-mug-unknown')];
    const res = await getR(`${BASE}/count-by-catalog-reference`, { catalogReferences: refs });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().countsPerCatalogReference).toEqual([
      { catalogReference: refs[0], count: 2 },
      { catalogReference: refs[1], count: 0 },
    ]);
    const none = await getR(`${BASE}/count-by-catalog-reference`, { catalogReferences: [] });
    expect(none.json().details.validationError.fieldViolations[0].field).toBe('catalogReferences');
  });

  it('reports an item back in stock: its pending requests are notified, each recorded', async () => {
    const id = await ask('report@example.com', 'limited-edition-print');
    const report = (body: object) =>
      asOwner('POST', `${BASE}/report-items-back-in-stock`, {
        itemDetails: { name: 'Limited edition print', price: '24.00' },
        ...body,
      });
    const res = await report({ catalogReference: ref('limited-edition-print') });
    expect([res.statusCode, res.json()]).toEqual([200, {}]);
    expect((await asOwner('GET', `${BASE}/${id}`)).json().request.status).toBe('NOTIFICATION_SENT');
    const events = await outboxOf(t.db, FQDN, id);
    expect(events.map((e) => e.eventType)).toEqual([`${FQDN}_created`, `${FQDN}_updated`]);
    // Again: nothing pending, nothing recorded.
    await report({ requestIds: [id] });
    expect(await outboxOf(t.db, FQDN, id)).toHaveLength(2);
    const both = await report({ catalogReference: ref('limited-edition-print'), requestIds: [id] });
    expectAppError(both, 400, 'REQUEST_CONTAINS_BOTH_CATALOG_REFERENCE_AND_REQUEST_IDS');
    const image = await report({
      requestIds: [id],
      itemDetails: { name: 'x', price: '1', image: 'no url' },
    });
    expectAppError(image, 400, 'INVALID_ITEM_IMAGE_URL');
    const noPrice = await asOwner('POST', `${BASE}/report-items-back-in-stock`, {
      itemDetails: { name: 'x' },
    });
    expect(noPrice.json().details.validationError.fieldViolations[0].field).toBe(
      'itemDetails.price',
    );
  });

  it('answers the settings on the SDK’s PUT: requests are collected for the Stores catalog', async () => {
    const res = await asOwner('PUT', `${BASE}/settings`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      settings: { collectionStates: [{ appId: AppId.storesCatalog, collectingRequests: true }] },
    });
    expectAppError(await asVisitor('PUT', `${BASE}/settings`), 403, 'FORBIDDEN');
  });
});

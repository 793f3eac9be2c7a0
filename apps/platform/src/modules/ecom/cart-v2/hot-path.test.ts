import {
  AppId,
  CartV2Response,
  GetProductV3Response,
  SAMPLE_CLIENT_ID,
  V3_CLIENT_ID,
  V3_SITE_ID,
} from '@headless/contract';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { visitorToken } from '../../../../test/build-app';
import { useTestApp } from '../../../../test/harness';
import { outboxOf } from '../../../outbox/test-kit';
import { CART_V2_ROWS_FORMAT } from '../wire/cart-snapshot';
import { domainEvents } from '../../../db/schema/ecom-pricing';
import { eq } from 'drizzle-orm';
import { MUG, product } from '../cart-test-kit';

const t = useTestApp();
const MUG_V3 = product('ceramic-coffee-mug', V3_SITE_ID);

const query = pg.Client.prototype.query;
afterEach(() => {
  pg.Client.prototype.query = query;
});

/**
 * The statements a request sends to PostgreSQL, in order; the request log's own insert (written
 * after the answer, off the request's path) is left out.
 */
async function statementsOf(send: () => Promise<{ statusCode: number; body: string }>) {
  const seen: string[] = [];
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [q] = args as [string | { text: string; name?: string }];
    const text = typeof q === 'string' ? q : (q.name ?? q.text);
    if (!text.includes('INSERT INTO request_log')) seen.push(text.trim().slice(0, 60));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    const res = await send();
    expect(res.statusCode, res.body).toBe(200);
  } finally {
    pg.Client.prototype.query = query;
  }
  return seen;
}

const ref = (catalogItemId: string, variantId?: string) => ({
  catalogReference: {
    appId: AppId.storesCatalog,
    catalogItemId,
    ...(variantId ? { options: { variantId } } : {}),
  },
  quantity: 1,
});

async function mugV3Variant(authorization: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/stores/v3/products/slug/ceramic-coffee-mug',
    headers: { authorization },
  });
  return GetProductV3Response.parse(res.json()).product.variantsInfo!.variants[0]!.id;
}

describe("Cart V2's add and get of the current cart, the storefront's hot path", () => {
  it('take as many statements as Cart V1’s: the cache sync, then one prepared statement', async () => {
    const v1 = { authorization: await visitorToken(t.app, SAMPLE_CLIENT_ID) };
    const v2 = { authorization: await visitorToken(t.app, V3_CLIENT_ID) };
    const variantId = await mugV3Variant(v2.authorization);
    const v1Add = () =>
      t.app.inject({
        method: 'POST',
        url: '/ecom/v1/carts/current/add-to-cart',
        headers: v1,
        payload: { lineItems: [ref(MUG)] },
      });
    const v2Add = () =>
      t.app.inject({
        method: 'POST',
        url: '/ecom/v2/carts/current/add-line-items',
        headers: v2,
        payload: { catalogItems: [ref(MUG_V3, variantId)] },
      });
    const get = (url: string, headers: Record<string, string>) => () =>
      t.app.inject({ method: 'GET', url, headers });
    // The first calls warm the caches (tokens, catalog) and create the carts.
    await statementsOf(v1Add);
    await statementsOf(v2Add);
    const v1Statements = [
      await statementsOf(v1Add),
      await statementsOf(get('/ecom/v1/carts/current', v1)),
    ];
    const v2Statements = [
      await statementsOf(v2Add),
      await statementsOf(get('/ecom/v2/carts/current', v2)),
    ];
    expect(v2Statements.map((s) => s.length)).toEqual(v1Statements.map((s) => s.length));
    // The floor, counted: the auth's cache sync (an empty query on the listening connection,
    // src/cache/sync.ts, shared by the requests that wait for it) and one prepared statement: no
    // BEGIN/COMMIT, no token, site, client, catalog-version or product read (all from the
    // instance's caches), no separate outbox write or reread of the cart (in the add's
    // statement), no rule reads (no coupon, no delivery method). A new round trip here costs
    // every cart call of the benchmark (docs/benchmarks.md, "Cart").
    expect(v1Statements).toEqual([
      ['', 'ecom_add_lines'],
      ['', 'ecom_find_cart'],
    ]);
    expect(v2Statements).toEqual([
      ['', 'ecom_add_lines_v2'],
      ['', 'ecom_find_cart'],
    ]);
  });

  it("records Cart V2's events as a snapshot of rows, read as the cart the call answered", async () => {
    const headers = { authorization: await visitorToken(t.app, V3_CLIENT_ID) };
    const variantId = await mugV3Variant(headers.authorization);
    const add = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/ecom/v2/carts/current/add-line-items',
        headers,
        payload: { catalogItems: [ref(MUG_V3, variantId)] },
      });
      expect(res.statusCode, res.body).toBe(200);
      return CartV2Response.parse(res.json()).cart;
    };
    const created = await add();
    const updated = await add();
    expect(updated.lineItems[0]?.quantityInfo.requestedQuantity).toBe(2);
    const formats = await t.db
      .select({ format: domainEvents.payloadFormat })
      .from(domainEvents)
      .where(eq(domainEvents.aggregateId, created.id));
    expect(formats.map((f) => f.format)).toEqual([CART_V2_ROWS_FORMAT, CART_V2_ROWS_FORMAT]);
    const events = await outboxOf(t.db, [created.id]);
    expect(events.map((e) => [e.eventType, e.entityFqdn])).toEqual([
      ['wix.ecom.v2.cart_created', 'wix.ecom.v2.cart'],
      ['wix.ecom.v2.cart_updated', 'wix.ecom.v2.cart'],
    ]);
    // Rendered now: the second snapshot is the cart as the second add answered it.
    expect(events[1]?.payload).toEqual(updated);
    expect(events[0]?.identity).toEqual({
      identityType: 'ANONYMOUS_VISITOR',
      anonymousVisitorId: created.customerInfo?.visitorId,
    });
  });
});

// Catalog versioning, Catalog V3 products and Cart V2 through the real SDK against the real
// platform: the seed's V3 site (V3_CLIENT_ID) answers them, the V1 demo site refuses Catalog V3.
import { describe, expect, it } from 'vitest';
import { createClient } from '@headless/sdk';
import { cartV2, currentCartV2 } from '@headless/sdk/ecom';
import { catalogVersioning, productsV3 } from '@headless/sdk/stores';
import { AppId, SAMPLE_CLIENT_ID, V3_CLIENT_ID } from '@headless/contract';
import { platformUrl } from '../fixtures/env';
import { applicationError, thrownBy } from './clients';

const modules = { catalogVersioning, productsV3, currentCartV2, cartV2 };
const visitorOf = (clientId: string) =>
  createClient({ clientId, apiBaseUrl: platformUrl, modules, retry: { maxRetries: 0 } });

describe('catalog versions', () => {
  it('names each site’s catalog, and Catalog V3 on the V1 site says to ask first', async () => {
    const v1 = visitorOf(SAMPLE_CLIENT_ID);
    const v3 = visitorOf(V3_CLIENT_ID);
    expect(await v1.catalogVersioning.getCatalogVersion()).toEqual({
      catalogVersion: 'V1_CATALOG',
    });
    expect(await v3.catalogVersioning.getCatalogVersion()).toEqual({
      catalogVersion: 'V3_CATALOG',
    });
    const error = await thrownBy(() => v1.productsV3.queryProducts().find());
    const refusal = applicationError(error, 428, 'CATALOG_VERSION_MISMATCH');
    expect(refusal.data).toMatchObject({ siteCatalogVersion: 'V1_CATALOG' });
  });
});

describe('Catalog V3 products', () => {
  it('pages by cursor, and reads one by slug and by id with its variants', async () => {
    const { productsV3: api } = visitorOf(V3_CLIENT_ID);
    const first = await api.queryProducts().ascending('name').limit(2).find();
    expect(first.items).toHaveLength(2);
    expect(first.hasNext()).toBe(true);
    expect(first.items[0]?.createdDate).toBeInstanceOf(Date);
    const second = await first.next();
    expect(second.hasPrev()).toBe(true);
    const names = [...first.items, ...second.items].map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(names);

    const { product } = await api.getProductBySlug('fleece-hoodie');
    const byId = await api.getProduct(product.id);
    const prices = byId.variantsInfo?.variants.map((v) => Number(v.price.actualPrice.amount));
    expect(prices).toEqual(expect.arrayContaining([55, 59]));
    const { count } = await api.countProducts();
    expect(count).toBeGreaterThanOrEqual(names.length);
    const found = await api.searchProducts({ search: { expression: 'hoodie' } });
    expect(found.products.map((p) => p.name)).toEqual(['Fleece Hoodie']);
  });
});

describe('Cart V2 on the Catalog V3 site', () => {
  it('adds a variant, changes its quantity, applies and removes a coupon, estimates, deletes', async () => {
    const client = visitorOf(V3_CLIENT_ID);
    const cart = client.currentCartV2;
    applicationError(await thrownBy(() => cart.getCurrentCart()), 404, 'CART_NOT_FOUND');
    const { product } = await client.productsV3.getProductBySlug('fleece-hoodie');
    const large = product.variantsInfo?.variants.find((v) =>
      v.choices.some((c) => c.optionChoiceNames.choiceName === 'L'),
    );
    const catalogReference = {
      appId: AppId.ecom,
      catalogItemId: product.id,
      options: { variantId: large?.id ?? '' },
    };
    const added = await cart.addLineItemsToCurrentCart({ catalogItems: [{ catalogReference }] });
    const [line] = added.cart.lineItems;
    expect(Number(line?.pricing.unitPrice.amount)).toBe(59);
    expect(Number(added.cart.subtotal.amount)).toBe(59);
    expect(added.cart.createdDate).toBeInstanceOf(Date);

    const updated = await cart.updateLineItemsInCurrentCart({
      lineItems: [{ lineItemId: line?.id ?? '', quantity: { newQuantity: 2 } }],
    });
    expect(updated.cart.lineItems[0]?.quantityInfo.requestedQuantity).toBe(2);
    const withCoupon = await cart.addCouponToCurrentCart({ code: 'SAVE10' });
    const coupon = withCoupon.cart.coupons[0];
    expect(coupon?.code).toBe('SAVE10');
    const { summary } = await cart.estimateCurrentCart({ calculateTax: true });
    expect(Number(summary.priceSummary.discount.amount)).toBeGreaterThan(0);
    const without = await cart.removeCouponFromCurrentCart(coupon?.id ?? '');
    expect(without.cart.coupons).toEqual([]);
    const byId = await client.cartV2.getCart(without.cart.id);
    expect(byId.id).toBe(without.cart.id);
    await cart.deleteCurrentCart();
    applicationError(await thrownBy(() => cart.getCurrentCart()), 404, 'CART_NOT_FOUND');
  });
});

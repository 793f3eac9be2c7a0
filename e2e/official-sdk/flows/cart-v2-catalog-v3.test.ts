// The store on today's APIs through the official SDK, on the seeded Catalog V3 site: the catalog
// version first (as the platform's Catalog Versioning docs say), Catalog V3 products, a Cart V2
// flow with a V3 line (its variant by id), the hosted checkout paid, the order read back; and the
// calls of the other generation refused there as the docs say.
import { createClient, OAuthStrategy } from '@wix/sdk';
import { cartV2, currentCartV2, orders } from '@wix/ecom';
import { catalogVersioning, products, productsV3 } from '@wix/stores';
import { V3_CLIENT_ID, V3_SITE_ID } from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { platformCli } from '../../fixtures/platform-cli';
import { BUYER } from '../kit/hosted';

/** The Stores catalog's app id in a cart line (the V3 eCommerce integration guide). */
const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

const v3Visitor = () =>
  createClient({
    modules: { catalogVersioning, productsV3, products, currentCartV2, cartV2, orders },
    auth: OAuthStrategy({ clientId: V3_CLIENT_ID }),
  });
type V3Visitor = ReturnType<typeof v3Visitor>;

const v3Line = (catalogItemId: string, variantId: string, quantity: number) => ({
  catalogReference: { appId: STORES_APP_ID, catalogItemId, options: { variantId } },
  quantity,
});

/** The Hoodie in size L as Catalog V3 shows it: the catalog version first, then V3 reads. */
async function hoodieL(client: V3Visitor) {
  const { catalogVersion } = await client.catalogVersioning.getCatalogVersion();
  expect(catalogVersion).toBe('V3_CATALOG');
  const { items } = await client.productsV3.queryProducts().eq('slug', 'fleece-hoodie').find();
  expect(items.map((p) => p.name)).toEqual(['Fleece Hoodie']);
  const { product } = await client.productsV3.getProductBySlug('fleece-hoodie');
  const large = product?.variantsInfo?.variants?.find(
    (v) => v.choices?.[0]?.optionChoiceNames?.choiceName === 'L',
  );
  if (!product?._id || !large?._id) throw new Error('the V3 site has no Fleece Hoodie in L');
  return { productId: product._id, variantId: large._id, price: large.price?.actualPrice };
}

describe('Cart V2 on the Catalog V3 site', () => {
  beforeAll(async () => {
    await platformCli('sites', 'premium', 'on', '--site', V3_SITE_ID);
    return async () => {
      await platformCli('sites', 'premium', 'off', '--site', V3_SITE_ID);
    };
  });

  it('adds a V3 line, changes it, couponed and estimated, pays on the hosted checkout', async () => {
    const client = v3Visitor();
    const hoodie = await hoodieL(client);
    const { cart } = await client.currentCartV2.addLineItemsToCurrentCart({
      catalogItems: [v3Line(hoodie.productId, hoodie.variantId, 1)],
    });
    const line = cart?.lineItems?.[0];
    expect(line?.pricing?.unitPrice?.amount).toBe(hoodie.price?.amount);
    expect(line?.source?.catalogReference?.options).toEqual({ variantId: hoodie.variantId });
    expect(line?.attributes?.descriptionLines?.[0]?.plainText?.original).toBe('L');

    const updated = await client.currentCartV2.updateLineItemsInCurrentCart({
      lineItems: [{ lineItemId: line?._id ?? '', quantity: { newQuantity: 2 } }],
    });
    expect(updated.cart?.lineItems?.[0]?.quantityInfo?.requestedQuantity).toBe(2);
    const couponed = await client.currentCartV2.addCouponToCurrentCart({ code: 'SAVE10' });
    const couponId = couponed.cart?.coupons?.[0]?._id ?? '';
    const estimate = await client.currentCartV2.estimateCurrentCart();
    expect(Number(estimate.summary?.priceSummary?.discount?.amount)).toBeGreaterThan(0);
    const without = await client.currentCartV2.removeCouponFromCurrentCart(couponId);
    expect(without.cart?.coupons).toEqual([]);
    const plain = await client.currentCartV2.estimateCurrentCart();
    expect(plain.summary?.priceSummary?.discount?.amount).toBe('0');

    const cartId = cart?._id ?? '';
    const { checkoutUrl = '' } = await client.cartV2.getCheckoutUrl(cartId);
    expect((await fetch(checkoutUrl)).status).toBe(200);
    const paid = await fetch(checkoutUrl, {
      method: 'POST',
      body: new URLSearchParams({ ...BUYER, paymentOutcome: 'pay', action: 'place-order' }),
      redirect: 'manual',
    });
    expect(paid.status, (await paid.clone().text()).slice(0, 500)).toBe(200);

    const placed = await client.cartV2.getCart(cartId);
    expect(placed).toMatchObject({ orderPlaced: true, currentCart: false });
    const order = await client.orders.getOrder(placed.orderId ?? '');
    expect(order).toMatchObject({ _id: placed.orderId, paymentStatus: 'PAID' });
    expect(order.lineItems?.[0]).toMatchObject({
      quantity: 2,
      catalogReference: {
        catalogItemId: hoodie.productId,
        options: { variantId: hoodie.variantId },
      },
    });
    await expect(client.currentCartV2.getCurrentCart()).rejects.toThrow();
  });

  it('answers the other generation’s calls as the docs say', async () => {
    const client = v3Visitor();
    await expect(client.products.queryProducts().find()).rejects.toMatchObject({
      details: { applicationError: { code: 'CATALOG_VERSION_MISMATCH' } },
    });
    const hoodie = await hoodieL(client);
    const byOptionNames = {
      catalogReference: {
        appId: STORES_APP_ID,
        catalogItemId: hoodie.productId,
        options: { options: { Size: 'L' } },
      },
      quantity: 1,
    };
    await expect(
      client.currentCartV2.addLineItemsToCurrentCart({ catalogItems: [byOptionNames] }),
    ).rejects.toMatchObject({
      details: {
        validationError: {
          fieldViolations: [
            // The SDK names the field from its method's arguments (`options.` first).
            expect.objectContaining({
              field: expect.stringMatching(
                /catalogItems\.0\.catalogReference\.options\.variantId$/,
              ),
              violatedRule: 'REQUIRED_FIELD',
            }),
          ],
        },
      },
    });
  });
});

import { V3_SITE_ID } from '@headless/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownerHeaders } from '../../test/owner';
import {
  clearSubscriptionsAfterEach,
  decodeDelivery,
  dispatcherFor,
  useReceiver,
  useWebhookTestApp,
} from './test-kit';

// Catalog V3's domain events reach a subscriber under their V3 names, as the SDK's
// productsV3.onProductCreated / inventoryItemsV3.onInventoryItemUpdated expect them.
const { t } = useWebhookTestApp();
const receiver = useReceiver();
clearSubscriptionsAfterEach(t, receiver);
let owner: Record<string, string>;
beforeAll(async () => {
  owner = await ownerHeaders(t.db, V3_SITE_ID);
});
const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, headers: owner, payload });

describe('Catalog V3 webhooks', () => {
  it('delivers product_created and inventory_item_updated with the entity in its V3 shape', async () => {
    const created = 'wix.stores.catalog.v3.product_created';
    const stock = 'wix.stores.catalog.v3.inventory_item_updated';
    const sub = await call('POST', '/webhooks/v1/subscriptions', {
      url: receiver.url,
      eventTypes: [created, stock],
    });
    expect(sub.statusCode, sub.body).toBe(200);
    const res = await call('POST', '/stores/v3/products', {
      product: {
        name: 'Webhook Candle',
        variantsInfo: { variants: [{ price: { actualPrice: { amount: '9.50' } } }] },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const product = res.json().product;
    const variantId = product.variantsInfo.variants[0].id;
    const patched = await call('PATCH', `/stores/v3/inventory-items/${variantId}`, {
      inventoryItem: { id: variantId, quantity: 3 },
    });
    expect(patched.statusCode, patched.body).toBe(200);

    await dispatcherFor(t.db, t.url).runOnce();
    const deliveries = receiver.received.map((r) => decodeDelivery(r.body));
    expect(deliveries.map((d) => d.envelope.eventType)).toEqual([created, stock]);
    const [first, second] = deliveries;
    expect(first!.data).toMatchObject({
      entityFqdn: 'wix.stores.catalog.v3.product',
      slug: 'created',
      entityId: product.id,
    });
    expect(JSON.parse(first!.data.createdEvent!.entityAsJson)).toMatchObject({
      name: 'Webhook Candle',
      actualPriceRange: { minValue: { amount: '9.5' } },
    });
    expect(JSON.parse(second!.data.updatedEvent!.currentEntityAsJson)).toMatchObject({
      id: variantId,
      quantity: 3,
    });
    expect(first!.identity.identityType).toBe('WIX_USER');
  });
});

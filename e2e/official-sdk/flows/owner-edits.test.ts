// The owner's edits that once found their path taken or their method missing (issue 30's "paths
// the platform routes elsewhere"), through the official SDK with an API key: an order updated,
// imported and its fulfillment's tracking changed; service categories created, renamed and
// deleted (V2, and V1's create); back-in-stock requests queried, counted and reported back in
// stock, and the settings read; subscription contracts queried.
import { createClient, ApiKeyStrategy } from '@wix/sdk';
import { backInStockSettings } from '@wix/ecom';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '@headless/contract';
import { platformCli } from '../../fixtures/platform-cli';
import { line, productNamed } from '../kit/catalog';
import { apiKeyFor, CALLBACKS, ownerClient, visitorClient } from '../kit/clients';
import { BUYER, submitHostedForm } from '../kit/hosted';

const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
let apiKey = '';
let owner: ReturnType<typeof ownerClient>;
beforeAll(async () => {
  ({ apiKey } = await apiKeyFor());
  owner = ownerClient(apiKey, DEMO_SITE_ID);
});

/** A paid order of a new visitor, through the hosted checkout. */
async function paidOrder(): Promise<string> {
  const client = visitorClient();
  const mug = await productNamed(client, 'Ceramic Coffee Mug');
  await client.currentCart.addToCurrentCart({ lineItems: [line(mug._id, 1)] });
  const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({
    channelType: 'WEB',
  });
  const { redirectSession } = await client.redirects.createRedirectSession({
    ecomCheckout: { checkoutId },
    callbacks: CALLBACKS,
  });
  const thanks = await submitHostedForm(redirectSession?.fullUrl ?? '', {
    ...BUYER,
    paymentOutcome: 'pay',
    action: 'place-order',
  });
  return thanks.searchParams.get('orderId') ?? '';
}

describe('the owner’s order edits', () => {
  // The hosted checkout takes payment: the site is premium for these, as the store flow does.
  beforeAll(async () => {
    await platformCli('sites', 'premium', 'on');
    return async () => {
      await platformCli('sites', 'premium', 'off');
    };
  });

  it('updates an order and a fulfillment’s tracking info', async () => {
    const orderId = await paidOrder();
    const updated = await owner.ecomOrders.updateOrder(orderId, {
      buyerLanguage: 'fr',
      recipientInfo: { contactDetails: { firstName: 'Grace', lastName: 'Hopper' } },
    });
    expect(updated).toMatchObject({ _id: orderId, buyerLanguage: 'fr' });
    expect(updated.recipientInfo?.contactDetails?.firstName).toBe('Grace');
    // A field the reference does not let an owner change is refused, naming it.
    await expect(
      owner.ecomOrders.updateOrder(orderId, { status: 'CANCELED' }),
    ).rejects.toMatchObject({
      details: { validationError: { fieldViolations: [{ field: 'order.status' }] } },
    });

    const lineId = updated.lineItems?.[0]?._id ?? '';
    const made = await owner.orderFulfillments.createFulfillment(orderId, {
      lineItems: [{ _id: lineId, quantity: 1 }],
      trackingInfo: { trackingNumber: '1Z1', shippingProvider: 'ups' },
    });
    const fulfillmentId = made.orderWithFulfillments?.fulfillments?.[0]?._id ?? '';
    const changed = await owner.orderFulfillments.updateFulfillment(
      { orderId, fulfillmentId },
      { fulfillment: { trackingInfo: { trackingNumber: 'JD2', shippingProvider: 'dhl' } } },
    );
    expect(changed.fulfillments?.[0]?.trackingInfo).toMatchObject({
      trackingNumber: 'JD2',
      shippingProvider: 'dhl',
    });
  });

  it('imports an order from another system, marked imported', async () => {
    const order = {
      lineItems: [
        {
          productName: { original: 'Legacy poster' },
          catalogReference: { appId: STORES_APP_ID, catalogItemId: 'legacy-poster' },
          quantity: 1,
          price: { amount: '12.00' },
          itemType: { preset: 'PHYSICAL' },
        },
      ],
      status: 'APPROVED',
      paymentStatus: 'PAID',
      currency: 'USD',
      priceSummary: { total: { amount: '12.00' } },
      billingInfo: { contactDetails: { firstName: 'Old' } },
      channelInfo: { type: 'OTHER_PLATFORM' },
    } as unknown as Parameters<typeof owner.ecomOrders.importOrder>[0];
    const { order: imported } = await owner.ecomOrders.importOrder(order);
    expect(imported).toMatchObject({ imported: true, paymentStatus: 'PAID' });
    expect(imported?.checkoutId).toBeUndefined();
  });
});

describe('the owner’s service categories', () => {
  it('creates, renames and deletes a category (V2); creates one through V1', async () => {
    const made = await owner.categoriesV2.createCategory({ name: 'SDK Retreats' });
    expect(made).toMatchObject({ name: 'SDK Retreats', revision: '1' });
    const renamed = await owner.categoriesV2.updateCategory(made._id ?? '', {
      revision: made.revision ?? '',
      name: 'SDK Weekend Retreats',
    });
    expect(renamed).toMatchObject({ name: 'SDK Weekend Retreats', revision: '2' });
    await owner.categoriesV2.deleteCategory(made._id ?? '');
    await expect(owner.categoriesV2.getCategory(made._id ?? '')).rejects.toMatchObject({
      details: { applicationError: { code: 'NOT_FOUND' } },
    });
    const v1 = await owner.categories.createCategory({ name: 'SDK Outdoors' });
    expect(v1).toMatchObject({ name: 'SDK Outdoors' });
    await owner.categoriesV2.deleteCategory(v1._id ?? '');
  });
});

describe('the owner’s back-in-stock and subscription contract reads', () => {
  it('queries, counts and reports items back in stock; reads the settings', async () => {
    const visitor = visitorClient();
    const hoodie = await productNamed(visitor, 'Fleece Hoodie');
    const catalogReference = { appId: STORES_APP_ID, catalogItemId: hoodie._id ?? '' };
    const request = await visitor.backInStockNotifications.createBackInStockNotificationRequest(
      { catalogReference, email: 'sdk-back-in-stock@example.com' },
      { name: 'Fleece Hoodie', price: '45.00' },
    );
    const found = await owner.backInStockNotifications
      .queryBackInStockNotificationRequests()
      .find();
    expect(found.items.map((r) => r._id)).toContain(request._id);
    const counted =
      await owner.backInStockNotifications.getBackInStockNotificationRequestsCountByCatalogReferences(
        [catalogReference],
      );
    expect(counted.countsPerCatalogReference?.[0]?.count).toBeGreaterThanOrEqual(1);
    await owner.backInStockNotifications.reportItemsBackInStock(
      { name: 'Fleece Hoodie', price: '45.00' },
      { catalogReference },
    );
    const read = await owner.backInStockNotifications.getBackInStockNotificationRequest(
      request._id ?? '',
    );
    expect(read.status).toBe('NOTIFICATION_SENT');
    await owner.backInStockNotifications.deleteBackInStockNotificationRequest(request._id ?? '');

    const settings = createClient({
      modules: { backInStockSettings },
      auth: ApiKeyStrategy({ apiKey, siteId: DEMO_SITE_ID }),
    });
    const { settings: current } = await settings.backInStockSettings.getSettings();
    expect(current?.collectionStates).toEqual([{ appId: STORES_APP_ID, collectingRequests: true }]);
  });

  it('queries subscription contracts (GET …/query, not a contract id)', async () => {
    const page = await owner.subscriptionContracts.querySubscriptionContracts().limit(5).find();
    expect(Array.isArray(page.items)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { checkout } from './checkout';
import { orders } from './orders';

const iso = '2024-05-01T10:00:00.000Z';
const later = '2024-05-01T10:05:00.000Z';

describe('checkout and orders', () => {
  it('gets a checkout by id, unwrapped, with its dates and geocodes transformed', async () => {
    const wire = {
      id: 'ch 1',
      lineItems: [],
      createdDate: iso,
      updatedDate: later,
      billingInfo: { address: { city: 'Berlin', geocode: { latitude: '52.5', longitude: 13.4 } } },
    };
    const server = await fakePlatform({ 'GET /ecom/v1/checkouts/ch%201': { checkout: wire } });
    const client = clientOf(server, { checkout });
    const found = await client.checkout.getCheckout('ch 1');
    expect(found.createdDate).toEqual(new Date(iso));
    expect(found.updatedDate).toEqual(new Date(later));
    expect(found.billingInfo?.address?.geocode).toEqual({ latitude: 52.5, longitude: 13.4 });
    expect(apiCalls(server)[0]?.url).toBe('/ecom/v1/checkouts/ch%201?id=ch+1');
  });

  it('gets an order by id with its number, dates and activity dates', async () => {
    const wire = {
      id: 'o1',
      number: '10001',
      lineItems: [],
      paymentStatus: 'PAID',
      createdDate: iso,
      updatedDate: later,
      purchasedDate: later,
      activities: [{ type: 'ORDER_PLACED', createdDate: iso }],
    };
    const server = await fakePlatform({ 'GET /ecom/v1/orders/o1': { order: wire } });
    const client = clientOf(server, { orders });
    const order = await client.orders.getOrder('o1');
    expect(order.number).toBe('10001');
    expect(order.purchasedDate).toEqual(new Date(later));
    expect(order.activities?.[0]?.createdDate).toEqual(new Date(iso));
    expect(apiCalls(server)[0]?.url).toBe('/ecom/v1/orders/o1?id=o1');
  });
});

import { EventShippingResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { expectLifeRecorded, outboxCount, useCallers } from '../../owned/test-kit';
import { seededEventId } from '../events/test-client';

const t = useTestApp();
const c = useCallers(t);

const FQDN = 'wix.events.v1.shipping';
const JAZZ = seededEventId('summer-jazz-night');
const WORKSHOP = seededEventId('online-photography-workshop');
const base = (eventId = JAZZ) => `/events/v1/events/${eventId}/shipping-options`;
const usd = (value: string) => ({ value, currency: 'USD' });

async function created(name: string, value = '5') {
  const res = await c.asOwner('POST', base(), { shippingOption: { name, price: usd(value) } });
  expect(res.statusCode, res.body).toBe(200);
  return EventShippingResponse.parse(res.json()).shippingOption;
}

const shippingEvents = () => outboxCount(t.db, FQDN);

const fieldsOf = (res: { json: () => unknown }) =>
  (
    res.json() as { details: { validationError: { fieldViolations: { field: string }[] } } }
  ).details.validationError.fieldViolations.map((v) => v.field);

describe('event shipping options (local-only owner calls)', () => {
  it('creates, updates and deletes an option with exact prices, each recorded with the owner', async () => {
    const option = await created('Mailed tickets', '12.5');
    expect(option).toMatchObject({ eventId: JAZZ, price: { value: '12.50', currency: 'USD' } });
    const res = await c.asOwner('PATCH', `${base()}/${option.id}`, {
      shippingOption: { price: usd('90071992547409.91') },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = EventShippingResponse.parse(res.json()).shippingOption;
    expect(updated).toMatchObject({ name: 'Mailed tickets', price: usd('90071992547409.91') });
    expect((await c.asOwner('DELETE', `${base()}/${option.id}`)).statusCode).toBe(200);
    expect((await c.asOwner('DELETE', `${base()}/${option.id}`)).statusCode).toBe(404);

    await expectLifeRecorded(t.db, FQDN, [option, updated]);
  });

  it('answers bad names and prices with the validation envelope and records nothing', async () => {
    const option = await created('Courier');
    const before = await shippingEvents();
    const cases: [string, object, string][] = [
      ['POST', { shippingOption: { name: '', price: usd('1') } }, 'shippingOption.name'],
      ['POST', { shippingOption: { name: 'A', price: usd('-1') } }, 'shippingOption.price.value'],
      [
        'POST',
        { shippingOption: { name: 'A', price: usd('1.005') } },
        'shippingOption.price.value',
      ],
      [
        'POST',
        { shippingOption: { name: 'A', price: { value: '1', currency: 'EUR' } } },
        'shippingOption.price.currency',
      ],
      ['PATCH', { shippingOption: { price: usd('0.001') } }, 'shippingOption.price.value'],
      [
        'PATCH',
        { shippingOption: { price: usd('90071992547409.92') } },
        'shippingOption.price.value',
      ],
    ];
    for (const [method, body, field] of cases) {
      const url = method === 'POST' ? base() : `${base()}/${option.id}`;
      const res = await c.asOwner(method as 'POST', url, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(fieldsOf(res)).toContain(field);
    }
    expect(await shippingEvents()).toBe(before);
  });

  it('refuses visitors and keeps options to their event and site, recording nothing', async () => {
    const option = await created('Pickup', '0');
    const before = await shippingEvents();
    const visitor = await c.asVisitor('POST', base(), {
      shippingOption: { name: 'Me', price: usd('1') },
    });
    expect(visitor.statusCode).toBe(403);
    const otherEvent = await c.asOwner('DELETE', `${base(WORKSHOP)}/${option.id}`);
    expect(otherEvent.statusCode).toBe(404);
    expect(otherEvent.json().details.applicationError.code).toBe('SHIPPING_OPTION_NOT_FOUND');
    const other = await c.asOtherSiteOwner();
    const foreign = await other('PATCH', `${base()}/${option.id}`, {
      shippingOption: { name: 'Theirs' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await shippingEvents()).toBe(before);
  });
});

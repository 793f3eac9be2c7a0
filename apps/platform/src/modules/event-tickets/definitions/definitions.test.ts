import {
  CheckoutOptions,
  QueryTicketDefinitionsV3Response,
  TicketDefinitionsResponse,
  TicketDefinitionV3Response,
} from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError, useTestApp } from '../../../../test/harness';
import { DRAFT, JAZZ, useTicketsKit, violationsOf, WORKSHOP } from '../test-kit';

const t = useTestApp();
const k = useTicketsKit(t);

const V3 = '/events/v3/ticket-definitions';
const SDK_V3 = '/events-ticket-definitions/v3/ticket-definitions';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('ticket definitions v3 (owner CRUD)', () => {
  it('creates, reads, updates with revision, and deletes an unsold definition', async () => {
    const created = await k.asOwner('POST', SDK_V3, {
      ticketDefinition: {
        eventId: JAZZ,
        name: 'Balcony',
        pricingMethod: { fixedPrice: { value: '35', currency: 'USD' } },
        feeType: 'FEE_ADDED_AT_CHECKOUT',
        initialLimit: 40,
        limitPerCheckout: 6,
        salePeriod: { startDate: inDays(-1), endDate: inDays(5) },
      },
      fields: ['SALES_DETAILS', 'EVENT_DETAILS'],
    });
    expect(created.statusCode, created.body).toBe(200);
    const def = TicketDefinitionV3Response.parse(created.json()).ticketDefinition;
    expect(def).toMatchObject({
      pricingMethod: { fixedPrice: { value: '35.00', currency: 'USD' } },
      saleStatus: 'SALE_STARTED',
      initialLimit: 40,
      actualLimit: 40,
      soldOut: false,
      salesDetails: { soldCount: 0, reservedCount: 0, unsoldCount: 40 },
      eventDetails: { slug: 'summer-jazz-night' },
    });
    const stale = await k.asOwner('PATCH', `${V3}/${def.id}`, {
      ticketDefinition: { revision: '1', name: 'X' },
    });
    expectAppError(stale, 409, 'TICKET_DEFINITION_REVISION_MISMATCH');
    const updated = await k.asOwner('PATCH', `${V3}/${def.id}`, {
      ticketDefinition: { revision: def.revision, name: 'Upper Balcony', hidden: true },
    });
    expect(updated.json().ticketDefinition).toMatchObject({ name: 'Upper Balcony', hidden: true });
    expect(updated.json().ticketDefinition.revision).not.toBe(def.revision);
    expect((await k.asVisitor('GET', `${V3}/${def.id}`)).statusCode).toBe(404);
    expect((await k.asOwner('DELETE', `${SDK_V3}/${def.id}`)).json()).toEqual({});
    expectAppError(await k.asOwner('GET', `${V3}/${def.id}`), 404, 'TICKET_NOT_FOUND');
  });

  it('refuses bad input, visitors, capacity below sales and deleting what sold', async () => {
    const both = await k.asOwner('POST', V3, {
      ticketDefinition: {
        eventId: JAZZ,
        name: 'Bad',
        pricingMethod: { free: true, fixedPrice: { value: '1', currency: 'USD' } },
      },
    });
    expect(violationsOf(both)).toEqual(['ticketDefinition.pricingMethod:ONE_OF_ALIGNMENT']);
    const euro = await k.asOwner('POST', V3, {
      ticketDefinition: {
        eventId: JAZZ,
        name: 'Euro',
        pricingMethod: { fixedPrice: { value: '1', currency: 'EUR' } },
      },
    });
    expect(violationsOf(euro)).toEqual([
      'ticketDefinition.pricingMethod.fixedPrice.currency:VALIDATION',
    ]);
    const visitor = await k.asVisitor('POST', V3, {
      ticketDefinition: { eventId: JAZZ, name: 'V', pricingMethod: { free: true } },
    });
    expect(visitor.statusCode).toBe(403);
    const defId = await k.newDefinition({ initialLimit: 5 });
    await k.order(defId, 3);
    const shrink = await k.asOwner('PATCH', `${V3}/${defId}`, {
      ticketDefinition: { initialLimit: 2 },
    });
    expectAppError(shrink, 400, 'CAPACITY_BELOW_SOLD');
    expectAppError(await k.asOwner('DELETE', `${V3}/${defId}`), 400, 'TICKET_DEFINITION_HAS_SALES');
  });

  it('queries, counts and lists what is available, by the clock', async () => {
    const scheduled = await k.newDefinition({ salePeriod: { startDate: inDays(3) } }, WORKSHOP);
    await k.newDefinition(
      { salePeriod: { startDate: inDays(3), displayNotOnSale: false } },
      WORKSHOP,
    );
    await k.newDefinition({ hidden: true }, WORKSHOP);
    const query = {
      query: { filter: { eventId: WORKSHOP }, sort: [{ fieldName: 'orderIndex', order: 'ASC' }] },
    };
    const all = QueryTicketDefinitionsV3Response.parse(
      (await k.asOwner('POST', `${V3}/query`, query)).json(),
    );
    // The workshop's seeded Workshop Pass and Community Pass, and the three above.
    expect(all.pagingMetadata.total).toBe(5);
    const offered = (await k.asVisitor('POST', `${SDK_V3}/available/query`, query)).json();
    expect(offered.ticketDefinitions.map((d: { id: string }) => d.id)).toContain(scheduled);
    expect(offered.pagingMetadata.total).toBe(3);
    expect(
      offered.ticketDefinitions.find((d: { id: string }) => d.id === scheduled).saleStatus,
    ).toBe('SALE_SCHEDULED');
    expect(
      (await k.asVisitor('POST', `${V3}/count`, { filter: { eventId: WORKSHOP } })).json(),
    ).toMatchObject({ metadata: { count: 4, total: 4 } });
    expect(
      (await k.asOwner('POST', `${V3}/count`, { filter: { eventId: WORKSHOP } })).json(),
    ).toMatchObject({ metadata: { count: 5, total: 5 } });
    // Count Available counts what the available query lists, for the owner too.
    for (const ask of [k.asVisitor, k.asOwner])
      expect(
        (await ask('POST', `${SDK_V3}/available/count`, { filter: { eventId: WORKSHOP } })).json(),
      ).toMatchObject({ metadata: { count: 3, total: 3 } });
    const badCount = await k.asVisitor('POST', `${SDK_V3}/available/count`, {
      filter: { colour: 'red' },
    });
    expect(badCount.statusCode).toBe(400);
    const bad = await k.asOwner('POST', `${V3}/query`, { query: { filter: { colour: 'red' } } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('v1 checkout reads', () => {
  it('lists available tickets of an event with state, sold-out and sale status', async () => {
    const res = await k.asVisitor(
      'GET',
      `/events/v1/checkout/available-tickets?eventId=${JAZZ}&limit=50&sort=orderIndex:asc`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = TicketDefinitionsResponse.parse(res.json());
    const byName = new Map(body.definitions.map((d) => [d.name, d]));
    expect(byName.get('General Admission')).toMatchObject({
      price: { amount: '25.00', currency: 'USD' },
      saleStatus: 'SALE_STARTED',
      soldOut: false,
      state: ['VISIBLE', 'PAID'],
      wixFeeConfig: { type: 'FEE_INCLUDED' },
    });
    expect(byName.get('Early Bird')?.saleStatus).toBe('SALE_ENDED');
    expect(byName.get('Members Preview')?.saleStatus).toBe('SALE_SCHEDULED');
    expect(byName.get('Front Row')?.soldOut).toBe(true);
    expect(byName.get('VIP Table')?.limitPerCheckout).toBe(4);
    expectAppError(
      await k.asVisitor('GET', `/events/v1/checkout/available-tickets?eventId=${DRAFT}`),
      404,
      'EVENT_NOT_FOUND',
    );
    const free = await k.asVisitor(
      'GET',
      `/events/v1/checkout/available-tickets?eventId=${JAZZ}&state=FREE`,
    );
    expect(free.json().definitions.every((d: { free: boolean }) => d.free)).toBe(true);
  });

  it('queries available tickets with the flat body and lists/gets definitions v1', async () => {
    const flat = await k.asVisitor('POST', '/events/v1/checkout/available-tickets/query', {
      offset: 0,
      limit: 2,
      filter: { eventId: JAZZ },
      sort: 'price.amount:desc',
    });
    const body = TicketDefinitionsResponse.parse(flat.json());
    expect(body.metaData).toMatchObject({ count: 2, offset: 0 });
    expect(body.definitions[0]?.price.amount).toBe('60.00');
    const v1 = await k.asVisitor(
      'GET',
      `/events/v1/ticket-definitions?eventId=${JAZZ}&state=VISIBLE&limit=3`,
    );
    expect(v1.json().metaData.count).toBe(3);
    const q = await k.asVisitor('POST', '/events/v2/ticket-definitions/query', {
      query: { filter: { name: 'VIP Table' } },
    });
    const vip = q.json().definitions[0];
    expect(vip.name).toBe('VIP Table');
    const one = await k.asVisitor('GET', `/events/v1/ticket-definitions/${vip.id}`);
    expect(one.json().definition.id).toBe(vip.id);
    // The official SDK's v1 queryTicketDefinitions: a flat body on the v1 path.
    const v1Query = await k.asVisitor('POST', '/events/v1/ticket-definitions/query', {
      filter: { eventId: JAZZ, name: 'VIP Table' },
      limit: 5,
    });
    expect(v1Query.statusCode, v1Query.body).toBe(200);
    expect(v1Query.json().definitions.map((d: { id: string }) => d.id)).toEqual([vip.id]);
  });

  it('reports checkout options: paid tickets need a premium site', async () => {
    const options = CheckoutOptions.parse(
      (await k.asVisitor('GET', '/events/v1/checkout/options')).json(),
    );
    expect(options).toMatchObject({ acceptCoupons: true, acceptGiftCards: false });
    expect(typeof options.paidTicketsAvailable).toBe('boolean');
  });
});

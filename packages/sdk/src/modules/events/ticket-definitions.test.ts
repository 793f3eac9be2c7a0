import { describe, expect, it } from 'vitest';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { ticketDefinitions } from './ticket-definitions';
import { ticketDefinitionsV2 } from './ticket-definitions-v2';

const iso = '2026-07-01T18:00:00.000Z';
const v3 = {
  id: 'd1',
  name: 'GA',
  createdDate: iso,
  updatedDate: iso,
  eventDetails: { startDate: iso },
};

const page = (n: number) => ({ count: n, offset: 0, total: n, tooManyToCount: false });

describe('ticket definitions', () => {
  it('v3: creates, updates with the id in the path and body, and queries with fields', async () => {
    const server = await fakePlatform({
      'POST /events/v3/ticket-definitions': { ticketDefinition: v3 },
      'PATCH /events/v3/ticket-definitions/d1': { ticketDefinition: v3 },
      'POST /events/v3/ticket-definitions/available/query': {
        ticketDefinitions: [v3],
        pagingMetadata: { count: 1, offset: 0, total: 1, tooManyToCount: false },
      },
    });
    const client = clientOf(server, { ticketDefinitionsV2 });
    const input = { eventId: 'e1', name: 'GA', pricingMethod: { free: true } };
    const created = await client.ticketDefinitionsV2.createTicketDefinition(input, {
      fields: ['EVENT_DETAILS'],
    });
    expect(created.eventDetails?.startDate).toEqual(new Date(iso));
    await client.ticketDefinitionsV2.updateTicketDefinition('d1', { name: 'GA2', revision: '5' });
    const page = await client.ticketDefinitionsV2
      .queryAvailableTicketDefinitions()
      .eq('eventId', 'e1')
      .find();
    expect(page.items[0]?.createdDate).toEqual(new Date(iso));
    const calls = apiCalls(server);
    expect(calls[0]?.body).toEqual({ ticketDefinition: input, fields: ['EVENT_DETAILS'] });
    expect(calls[1]?.body).toEqual({ ticketDefinition: { name: 'GA2', revision: '5', id: 'd1' } });
    expect(calls[2]?.body).toEqual({
      query: { filter: { eventId: 'e1' }, paging: { limit: 50, offset: 0 } },
    });
  });

  it('v3: counts what is available with the filter as sent', async () => {
    const server = await fakePlatform({
      'POST /events/v3/ticket-definitions/available/count': { metadata: page(2) },
    });
    const client = clientOf(server, { ticketDefinitionsV2 });
    const counted = await client.ticketDefinitionsV2.countAvailableTicketDefinitions({
      eventId: 'e1',
    });
    expect(counted.metadata.total).toBe(2);
    expect(apiCalls(server)[0]?.body).toEqual({ filter: { eventId: 'e1' } });
  });

  it('v1: lists with repeated parameters and queries with {query}', async () => {
    const page = {
      metaData: { count: 1, offset: 0, total: 1 },
      definitions: [{ id: 'd1', createdDate: iso }],
    };
    const server = await fakePlatform({
      'GET /events/v1/ticket-definitions': page,
      'POST /events/v2/ticket-definitions/query': page,
    });
    const client = clientOf(server, { ticketDefinitions });
    const listed = await client.ticketDefinitions.listTicketDefinitions({ eventId: ['e1', 'e2'] });
    expect(listed.definitions[0]?.createdDate).toEqual(new Date(iso));
    await client.ticketDefinitions.queryTicketDefinitions({ filter: { name: 'GA' } });
    const calls = apiCalls(server);
    expect(calls[0]?.url).toBe('/events/v1/ticket-definitions?eventId=e1&eventId=e2');
    expect(calls[1]?.body).toEqual({ query: { filter: { name: 'GA' } } });
  });
});

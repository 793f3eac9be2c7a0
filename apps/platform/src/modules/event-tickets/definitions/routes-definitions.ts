import {
  ChangeTicketsCurrencyRequest,
  CreateTicketDefinitionV1Request,
  DeleteTicketDefinitionsV1Query,
  ReorderTicketDefinitionsRequest,
  UpdateTicketDefinitionV1Request,
  BulkDeleteTicketDefinitionsByFilterRequest,
  CountTicketDefinitionsRequest,
  CountTicketDefinitionsResponse,
  CreateTicketDefinitionRequest,
  GetTicketDefinitionQuery,
  QueryAvailableTicketsRequest,
  QueryRequest,
  QueryTicketDefinitionsV3Request,
  QueryTicketDefinitionsV3Response,
  RepeatedParam,
  TicketDefinition,
  TicketDefinitionState,
  TicketDefinitionsResponse,
  TicketDefinitionV3Response,
  UpdateTicketDefinitionRequest,
  MAX_ID_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_PAGE_SIZE,
} from '@headless/contract';
import { z } from 'zod';
import type { App } from '../../../kernel/app-type';
import { routeWithAliases } from '../../../http/aliases';
import { ownerOnly, ownerScope } from '../../../http/require-owner';
import {
  getDefinitionV1,
  listDefinitions,
  queryDefinitionsFlat,
  queryDefinitionsV1,
} from './definitions-v1';
import {
  createDefinition,
  deleteDefinition,
  getDefinition,
  updateDefinition,
} from './definitions-v3';
import { countDefinitions, queryDefinitionsV3 } from './definitions-v3-query';
import { bulkDeleteDefinitionsByFilter } from './definitions-bulk-delete';
import { changeTicketsCurrency, reorderTicketDefinitions } from './definition-order';
import {
  createDefinitionV1,
  deleteDefinitionsV1,
  updateDefinitionV1,
} from './definitions-v1-writes';

const v3 = (suffix = '') =>
  [
    `/events/v3/ticket-definitions${suffix}`,
    `/events-ticket-definitions/v3/ticket-definitions${suffix}`,
  ] as const;
const IdParams = z.object({ ticketDefinitionId: z.string().max(MAX_ID_LENGTH) });
const count = z.coerce.number().int().min(0);
const V1Response = TicketDefinitionsResponse.extend({
  facets: z.record(z.string().max(MAX_TEXT_LENGTH), z.unknown()),
});

/** Ticket definitions v1 reads (list, get, the v1 and v2 queries). */
function v1Routes(app: App): void {
  routeWithAliases(app, {
    method: 'GET',
    paths: ['/events/v1/ticket-definitions'],
    schema: {
      querystring: z.object({
        offset: count.optional(),
        limit: count.max(MAX_PAGE_SIZE).optional(),
        eventId: RepeatedParam(z.string().max(MAX_ID_LENGTH)).optional(),
        state: RepeatedParam(TicketDefinitionState).optional(),
        sort: z.string().max(MAX_TEXT_LENGTH).optional(),
      }),
      response: { 200: V1Response },
    },
    handler: (request) =>
      listDefinitions(app.db, request.caller, {
        ...request.query,
        eventIds: request.query.eventId,
        eventId: undefined,
      }),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: ['/events/v1/ticket-definitions/:definitionId'],
    schema: {
      params: z.object({ definitionId: z.string().max(MAX_ID_LENGTH) }),
      response: { 200: z.object({ definition: TicketDefinition }) },
    },
    handler: (request) => getDefinitionV1(app.db, request.caller, request.params.definitionId),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: ['/events/v1/ticket-definitions/query'],
    schema: { body: QueryAvailableTicketsRequest, response: { 200: V1Response } },
    handler: (request) => queryDefinitionsFlat(app.db, request.caller, request.body),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: ['/events/v2/ticket-definitions/query'],
    schema: { body: QueryRequest, response: { 200: V1Response } },
    handler: (request) => queryDefinitionsV1(app.db, request.caller, request.body.query),
  });
}

/** Ticket definitions v3 (`ticketDefinitionsV2`): owner CRUD, queries for everyone. */
export async function definitionRoutes(app: App): Promise<void> {
  v1Routes(app);
  routeWithAliases(app, {
    method: 'POST',
    paths: v3(),
    preValidation: ownerOnly,
    schema: { body: CreateTicketDefinitionRequest, response: { 200: TicketDefinitionV3Response } },
    handler: (request) => createDefinition(app.db, request.caller, request.body),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: v3('/:ticketDefinitionId'),
    schema: {
      params: IdParams,
      querystring: GetTicketDefinitionQuery,
      response: { 200: TicketDefinitionV3Response },
    },
    handler: (request) =>
      getDefinition(
        app.db,
        request.caller,
        request.params.ticketDefinitionId,
        request.query.fields ?? [],
      ),
  });
  await ownerScope(app, definitionChangeRoutes);
  await ownerScope(app, ownerWrites);
  v3Queries(app);
}

const V1One = z.object({ definition: TicketDefinition });
const DefinitionIdParams = z.object({ definitionId: z.string().max(MAX_ID_LENGTH) });

/**
 * The owner's v1 writes over v3's store (definitions-v1-writes.ts), both wires' currency change
 * and v3's reorder. `currency` and `reorder` are literal segments beside the `{id}` routes: the
 * router prefers them.
 */
function ownerWrites(app: App): void {
  const V1 = '/events/v1/ticket-definitions';
  routeWithAliases(app, {
    method: 'POST',
    paths: [V1],
    schema: { body: CreateTicketDefinitionV1Request, response: { 200: V1One } },
    handler: (request) => createDefinitionV1(app.db, request.caller, request.body),
  });
  routeWithAliases(app, {
    method: 'PATCH',
    paths: [`${V1}/:definitionId`],
    schema: {
      params: DefinitionIdParams,
      body: UpdateTicketDefinitionV1Request,
      response: { 200: V1One },
    },
    handler: ({ caller, params, body }) =>
      updateDefinitionV1(app.db, caller, params.definitionId, body),
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: [V1],
    schema: { querystring: DeleteTicketDefinitionsV1Query },
    handler: ({ caller, query }) =>
      deleteDefinitionsV1(
        app.db,
        caller,
        query.eventId,
        query['byId.definitionId'],
        query.all === 'true',
      ),
  });
  routeWithAliases(app, {
    method: 'PUT',
    paths: [`${V1}/currency`],
    schema: { body: ChangeTicketsCurrencyRequest },
    handler: (request) => changeTicketsCurrency(app.db, request.caller, request.body),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: v3('/currency'),
    schema: { body: ChangeTicketsCurrencyRequest },
    handler: (request) => changeTicketsCurrency(app.db, request.caller, request.body),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: v3('/reorder'),
    schema: { body: ReorderTicketDefinitionsRequest },
    handler: (request) => reorderTicketDefinitions(app.db, request.caller, request.body),
  });
}

/** The owner's update and delete of one ticket definition, and delete by filter. */
function definitionChangeRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'PATCH',
    paths: v3('/:ticketDefinitionId'),
    schema: {
      params: IdParams,
      body: UpdateTicketDefinitionRequest,
      response: { 200: TicketDefinitionV3Response },
    },
    handler: (request) =>
      updateDefinition(app.db, request.caller, request.params.ticketDefinitionId, request.body),
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: v3('/:ticketDefinitionId'),
    schema: { params: IdParams },
    handler: (request) =>
      deleteDefinition(app.db, request.caller, request.params.ticketDefinitionId),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: [
      '/events-ticket-definitions/v3/bulk/ticket-definitions/delete',
      '/events/v3/bulk/ticket-definitions/delete',
    ],
    schema: { body: BulkDeleteTicketDefinitionsByFilterRequest, response: { 200: z.object({}) } },
    handler: (request) =>
      bulkDeleteDefinitionsByFilter(app.db, request.caller, request.body.filter),
  });
}

function v3Queries(app: App): void {
  for (const [suffix, available] of [
    ['/query', false],
    ['/available/query', true],
  ] as const)
    routeWithAliases(app, {
      method: 'POST',
      paths: v3(suffix),
      schema: {
        body: QueryTicketDefinitionsV3Request,
        response: { 200: QueryTicketDefinitionsV3Response },
      },
      handler: (request) => queryDefinitionsV3(app.db, request.caller, request.body, available),
    });
  for (const [suffix, available] of [
    ['/count', false],
    ['/available/count', true],
  ] as const)
    routeWithAliases(app, {
      method: 'POST',
      paths: v3(suffix),
      schema: {
        body: CountTicketDefinitionsRequest,
        response: { 200: CountTicketDefinitionsResponse },
      },
      handler: (request) =>
        countDefinitions(app.db, request.caller, request.body.filter, available),
    });
}

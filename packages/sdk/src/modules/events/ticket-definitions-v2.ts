import type {
  CountTicketDefinitionsResponse,
  CreateTicketDefinitionRequest,
  TicketDefinitionFieldset,
  TicketDefinitionInput,
  UpdateTicketDefinitionRequest,
} from '@headless/contract';
import { fieldsUnder } from '../../core/field-map';
import type { SdkModule } from '../../core/module';
import { QueryBuilder } from '../../core/query-builder';
import { fromWire } from '../../core/transforms';
import {
  ticketDefinitionV3Transform,
  type TicketDefinitionV3,
  type TicketDefinitionV3Field,
  type TicketDefinitionV3Wire,
} from './ticket-definition-types';

const PATH = '/events/v3/ticket-definitions';

export interface TicketDefinitionFieldsOptions {
  fields?: TicketDefinitionFieldset[];
}
export type TicketDefinitionUpdate = UpdateTicketDefinitionRequest['ticketDefinition'];
export type { TicketDefinitionInput };

/** Ticket definitions v3 (`ticketDefinitionsV2`): owner CRUD; queries for everyone. */
export interface TicketDefinitionsV2Api {
  /** `POST /events/v3/ticket-definitions` (owner) → the definition, unwrapped. */
  createTicketDefinition(
    ticketDefinition: TicketDefinitionInput,
    options?: TicketDefinitionFieldsOptions,
  ): Promise<TicketDefinitionV3>;
  /** `GET /events/v3/ticket-definitions/{id}` → the definition, unwrapped. */
  getTicketDefinition(
    id: string,
    options?: TicketDefinitionFieldsOptions,
  ): Promise<TicketDefinitionV3>;
  /** `PATCH /events/v3/ticket-definitions/{id}` (owner); a stale `revision` is a 409. */
  updateTicketDefinition(
    id: string,
    ticketDefinition: TicketDefinitionUpdate,
    options?: TicketDefinitionFieldsOptions,
  ): Promise<TicketDefinitionV3>;
  /** `DELETE /events/v3/ticket-definitions/{id}` (owner; refused once sold). */
  deleteTicketDefinition(id: string): Promise<void>;
  /** `POST /events/v3/ticket-definitions/query` → `{ ticketDefinitions, pagingMetadata }`. */
  queryTicketDefinitions(
    options?: TicketDefinitionFieldsOptions,
  ): QueryBuilder<TicketDefinitionV3, TicketDefinitionV3Field>;
  /** `POST /events/v3/ticket-definitions/available/query`: what visitors are offered now. */
  queryAvailableTicketDefinitions(
    options?: TicketDefinitionFieldsOptions,
  ): QueryBuilder<TicketDefinitionV3, TicketDefinitionV3Field>;
  /** `POST /events/v3/ticket-definitions/count` → `{ metadata }`, `total` the count. */
  countTicketDefinitions(filter?: Record<string, unknown>): Promise<CountTicketDefinitionsResponse>;
  /** `POST /events/v3/ticket-definitions/available/count`: what the available query would list. */
  countAvailableTicketDefinitions(
    filter?: Record<string, unknown>,
  ): Promise<CountTicketDefinitionsResponse>;
}

const toV3 = (wire: TicketDefinitionV3Wire): TicketDefinitionV3 =>
  fromWire(ticketDefinitionV3Transform, wire);
type One = { ticketDefinition: TicketDefinitionV3Wire };
const fieldMap = fieldsUnder('options', ['fields']);

export const ticketDefinitionsV2: SdkModule<TicketDefinitionsV2Api> = {
  create: (ctx) => {
    const query = (suffix: string, options: TicketDefinitionFieldsOptions = {}) =>
      new QueryBuilder(ctx, {
        path: `${PATH}${suffix}`,
        resultKey: 'ticketDefinitions',
        extra: { fields: options.fields },
        fieldMap,
        fromWire: toV3,
      });
    return {
      async createTicketDefinition(ticketDefinition, options = {}) {
        const data: CreateTicketDefinitionRequest = { ticketDefinition, fields: options.fields };
        const res = await ctx.request<One>({
          method: 'POST',
          path: PATH,
          data: { ...data },
          fieldMap,
        });
        return toV3(res.ticketDefinition);
      },
      async getTicketDefinition(id, options = {}) {
        const res = await ctx.request<One>({
          method: 'GET',
          path: `${PATH}/{ticketDefinitionId}`,
          pathParams: { ticketDefinitionId: id },
          data: { fields: options.fields },
          fieldMap,
        });
        return toV3(res.ticketDefinition);
      },
      async updateTicketDefinition(id, ticketDefinition, options = {}) {
        const res = await ctx.request<One>({
          method: 'PATCH',
          path: `${PATH}/{ticketDefinitionId}`,
          pathParams: { ticketDefinitionId: id },
          data: { ticketDefinition: { ...ticketDefinition, id }, fields: options.fields },
          fieldMap,
        });
        return toV3(res.ticketDefinition);
      },
      async deleteTicketDefinition(id) {
        await ctx.request({
          method: 'DELETE',
          path: `${PATH}/{ticketDefinitionId}`,
          pathParams: { ticketDefinitionId: id },
        });
      },
      queryTicketDefinitions: (options) => query('/query', options),
      queryAvailableTicketDefinitions: (options) => query('/available/query', options),
      countTicketDefinitions: (filter) =>
        ctx.request<CountTicketDefinitionsResponse>({
          method: 'POST',
          path: `${PATH}/count`,
          data: { filter },
          idempotent: true,
        }),
      countAvailableTicketDefinitions: (filter) =>
        ctx.request<CountTicketDefinitionsResponse>({
          method: 'POST',
          path: `${PATH}/available/count`,
          data: { filter },
          idempotent: true,
        }),
    };
  },
};

import type { OffsetQuery, TicketDefinitionState } from '@headless/contract';
import type { SdkModule } from '../../core/module';
import { fromWire } from '../../core/transforms';
import {
  ticketDefinitionTransform,
  type TicketDefinition,
  type TicketDefinitionsPage,
  type TicketDefinitionWire,
  type TicketsMetaData,
} from './ticket-definition-types';

export interface ListTicketDefinitionsOptions {
  eventId?: string[];
  state?: TicketDefinitionState[];
  offset?: number;
  limit?: number;
  /** `field` or `field:asc|desc`, e.g. `orderIndex:asc`. */
  sort?: string;
}

/** Ticket definitions v1 (`ticketDefinitions`): reads for everyone, hidden ones for the owner. */
export interface TicketDefinitionsApi {
  /** `GET /events/v1/ticket-definitions` → `{ metaData, definitions }`. */
  listTicketDefinitions(options?: ListTicketDefinitionsOptions): Promise<TicketDefinitionsPage>;
  /** `GET /events/v1/ticket-definitions/{definitionId}` → the definition, unwrapped. */
  getTicketDefinition(definitionId: string): Promise<TicketDefinition>;
  /** `POST /events/v2/ticket-definitions/query` with `{ query }` → `{ metaData, definitions }`. */
  queryTicketDefinitions(query?: OffsetQuery): Promise<TicketDefinitionsPage>;
}

export const toTicketDefinition = (wire: TicketDefinitionWire): TicketDefinition =>
  fromWire(ticketDefinitionTransform, wire);

export const toDefinitionsPage = (res: {
  metaData: TicketsMetaData;
  definitions: TicketDefinitionWire[];
}): TicketDefinitionsPage => ({
  metaData: res.metaData,
  definitions: res.definitions.map(toTicketDefinition),
});

type PageWire = { metaData: TicketsMetaData; definitions: TicketDefinitionWire[] };

export const ticketDefinitions: SdkModule<TicketDefinitionsApi> = {
  create: (ctx) => ({
    async listTicketDefinitions(options = {}) {
      const res = await ctx.request<PageWire>({
        method: 'GET',
        path: '/events/v1/ticket-definitions',
        data: { ...options },
      });
      return toDefinitionsPage(res);
    },
    async getTicketDefinition(definitionId) {
      const res = await ctx.request<{ definition: TicketDefinitionWire }>({
        method: 'GET',
        path: '/events/v1/ticket-definitions/{definitionId}',
        pathParams: { definitionId },
      });
      return toTicketDefinition(res.definition);
    },
    async queryTicketDefinitions(query = {}) {
      const res = await ctx.request<PageWire>({
        method: 'POST',
        path: '/events/v2/ticket-definitions/query',
        data: { query },
        idempotent: true,
      });
      return toDefinitionsPage(res);
    },
  }),
};

import { z } from 'zod';
import { RevisionedEntity, Timestamp, ValueMoney } from './common';
import { MAX_TICKETS_PER_ORDER } from './constants';
import { TicketFeeType, TicketSaleStatus } from './event-tickets';
import { offsetPage, PagingMetadata, RepeatedParam } from './paging';
import { QueryRequest } from './query';
import { MAX_ID_LENGTH, MAX_LIST_ITEMS, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './bounds';

/**
 * Ticket definitions v3 (`ticketDefinitionsV2`, docs/protocol.md §2.6): owner CRUD, query, count.
 */

export const TicketDefinitionFieldset = z.enum(['SALES_DETAILS', 'EVENT_DETAILS']);
export type TicketDefinitionFieldset = z.infer<typeof TicketDefinitionFieldset>;

/** Exactly one of fixedPrice, guestPrice (a donation with minPrice as its floor) or free. */
export const PricingMethod = z.object({
  fixedPrice: ValueMoney.optional(),
  guestPrice: ValueMoney.optional(),
  minPrice: ValueMoney.optional(),
  free: z.boolean().optional(),
});
export type PricingMethod = z.infer<typeof PricingMethod>;

export const SalePeriodV3 = z.object({
  startDate: Timestamp.optional(),
  endDate: Timestamp.optional(),
  displayNotOnSale: z.boolean().optional(),
});

export const TicketDefinitionV3 = RevisionedEntity.extend({
  eventId: z.string().max(MAX_ID_LENGTH),
  name: z.string().max(MAX_NAME_LENGTH),
  description: z.string().max(MAX_TEXT_LENGTH).optional(),
  policyText: z.string().max(MAX_TEXT_LENGTH).optional(),
  pricingMethod: PricingMethod,
  feeType: TicketFeeType,
  limitPerCheckout: z.number().int(),
  /** Capacity; absent when unlimited. */
  initialLimit: z.number().int().optional(),
  /** Tickets still available (capacity − sold − held); absent when unlimited. */
  actualLimit: z.number().int().optional(),
  hidden: z.boolean(),
  salePeriod: SalePeriodV3.optional(),
  saleStatus: TicketSaleStatus,
  soldOut: z.boolean(),
  salesDetails: z
    .object({
      unsoldCount: z.number().int().optional(),
      soldCount: z.number().int(),
      reservedCount: z.number().int(),
    })
    .optional(),
  eventDetails: z
    .object({
      title: z.string().max(MAX_NAME_LENGTH),
      slug: z.string().max(MAX_ID_LENGTH),
      startDate: Timestamp,
      endDate: Timestamp,
      timeZoneId: z.string().max(MAX_ID_LENGTH),
    })
    .optional(),
});
export type TicketDefinitionV3 = z.infer<typeof TicketDefinitionV3>;

const name = z.string().trim().min(1).max(30);
const limit = z.number().int().min(1).max(MAX_TICKETS_PER_ORDER);

export const TicketDefinitionInput = z.object({
  eventId: z.string().max(MAX_ID_LENGTH).min(1),
  name,
  description: z.string().max(500).optional(),
  policyText: z.string().max(1000).optional(),
  pricingMethod: PricingMethod,
  feeType: TicketFeeType.optional(),
  limitPerCheckout: limit.optional(),
  initialLimit: z.number().int().min(0).max(50000).optional(),
  hidden: z.boolean().optional(),
  salePeriod: SalePeriodV3.optional(),
});
export type TicketDefinitionInput = z.infer<typeof TicketDefinitionInput>;

export const CreateTicketDefinitionRequest = z.object({
  ticketDefinition: TicketDefinitionInput,
  fields: z.array(TicketDefinitionFieldset).max(MAX_LIST_ITEMS).optional(),
});
export type CreateTicketDefinitionRequest = z.infer<typeof CreateTicketDefinitionRequest>;

export const UpdateTicketDefinitionRequest = z.object({
  ticketDefinition: TicketDefinitionInput.omit({ eventId: true })
    .partial()
    .extend({
      id: z.string().max(MAX_ID_LENGTH).optional(),
      revision: z.string().max(MAX_ID_LENGTH).optional(),
    }),
  fields: z.array(TicketDefinitionFieldset).max(MAX_LIST_ITEMS).optional(),
});
export type UpdateTicketDefinitionRequest = z.infer<typeof UpdateTicketDefinitionRequest>;

export const TicketDefinitionV3Response = z.object({ ticketDefinition: TicketDefinitionV3 });
export type TicketDefinitionV3Response = z.infer<typeof TicketDefinitionV3Response>;

const fieldsParam = RepeatedParam(TicketDefinitionFieldset);
export const GetTicketDefinitionQuery = z.object({
  ticketDefinitionId: z.string().max(MAX_ID_LENGTH).optional(),
  fields: fieldsParam.optional(),
});

export const QueryTicketDefinitionsV3Request = QueryRequest.extend({
  fields: z.array(TicketDefinitionFieldset).max(MAX_LIST_ITEMS).optional(),
});
export type QueryTicketDefinitionsV3Request = z.infer<typeof QueryTicketDefinitionsV3Request>;

export const QueryTicketDefinitionsV3Response = offsetPage('ticketDefinitions', TicketDefinitionV3);
export type QueryTicketDefinitionsV3Response = z.infer<typeof QueryTicketDefinitionsV3Response>;

/** Bulk Delete Ticket Definitions by Filter: the filter is required (`{}` names them all). */
export const BulkDeleteTicketDefinitionsByFilterRequest = z.object({
  filter: z.record(z.string().max(MAX_TEXT_LENGTH), z.unknown()),
});
export const CountTicketDefinitionsRequest = z.object({
  filter: z.record(z.string().max(MAX_TEXT_LENGTH), z.unknown()).optional(),
});
/** Count and Count Available answer the reference's paging metadata: `total` is the count. */
export const CountTicketDefinitionsResponse = z.object({ metadata: PagingMetadata });
export type CountTicketDefinitionsResponse = z.infer<typeof CountTicketDefinitionsResponse>;

/**
 * Ticket definitions v1's writes (`/events/v1/ticket-definitions`), over the v3 store: `price`
 * (or `pricing.fixedPrice`) of 0 is free; `pricing.minPrice` with `pricingType: DONATION` a
 * donation; `limited` with `quantity` the capacity.
 */
const V1Money = z.object({
  value: z.string().max(MAX_NAME_LENGTH).optional(),
  currency: z.string().max(MAX_NAME_LENGTH).optional(),
});
export const TicketDefinitionDataV1 = z.object({
  name: z.string().trim().min(1).max(30).optional(),
  price: V1Money.optional(),
  description: z.string().max(500).optional(),
  limited: z.boolean().optional(),
  quantity: z.number().int().min(0).max(50000).optional(),
  policy: z.string().max(1000).optional(),
  hidden: z.boolean().optional(),
  wixFeeConfig: z
    .object({ type: z.enum(['FEE_ADDED', 'FEE_INCLUDED', 'FEE_ADDED_AT_CHECKOUT']).optional() })
    .optional(),
  salePeriod: z
    .object({
      startDate: Timestamp.optional(),
      endDate: Timestamp.optional(),
      hideNotOnSale: z.boolean().optional(),
    })
    .optional(),
  pricing: z
    .object({
      fixedPrice: V1Money.optional(),
      minPrice: V1Money.optional(),
      pricingType: z.enum(['STANDARD', 'DONATION']).optional(),
    })
    .optional(),
});
export type TicketDefinitionDataV1 = z.infer<typeof TicketDefinitionDataV1>;

const EventIdV1 = z.string().min(1).max(MAX_ID_LENGTH);
export const CreateTicketDefinitionV1Request = z.object({
  eventId: EventIdV1,
  definition: TicketDefinitionDataV1.extend({ name: z.string().trim().min(1).max(30) }),
});
export const UpdateTicketDefinitionV1Request = z.object({
  eventId: EventIdV1,
  definition: TicketDefinitionDataV1.optional(),
  fields: z.array(z.string().max(MAX_NAME_LENGTH)).max(MAX_LIST_ITEMS).optional(),
});
export type UpdateTicketDefinitionV1Request = z.infer<typeof UpdateTicketDefinitionV1Request>;

/** `DELETE /events/v1/ticket-definitions?eventId=…&byId.definitionId=…` (or `all=true`). */
export const DeleteTicketDefinitionsV1Query = z.object({
  eventId: EventIdV1,
  'byId.definitionId': RepeatedParam(z.string().max(MAX_ID_LENGTH)).optional(),
  all: z.enum(['true', 'false']).optional(),
});

/** Change Currency (v1 `PUT …/currency`, v3 `POST …/currency`): the event's tickets' currency. */
export const ChangeTicketsCurrencyRequest = z.object({
  eventId: EventIdV1,
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'an ISO 4217 code')
    .max(3),
});

/** v3's Reorder: the definition goes just before or after another of the event's. */
export const ReorderTicketDefinitionsRequest = z.object({
  eventId: EventIdV1,
  ticketDefinitionId: z.string().min(1).max(MAX_ID_LENGTH),
  beforeDefinitionId: z.string().min(1).max(MAX_ID_LENGTH).optional(),
  afterDefinitionId: z.string().min(1).max(MAX_ID_LENGTH).optional(),
});
export type ReorderTicketDefinitionsRequest = z.infer<typeof ReorderTicketDefinitionsRequest>;

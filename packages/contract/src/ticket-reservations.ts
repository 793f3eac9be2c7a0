import { z } from 'zod';
import { ItemMetadata } from './bookings-services-bulk';
import { Filter } from './paging';
import { MAX_ID_LENGTH, MAX_LIST_ITEMS, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './bounds';

/**
 * Ticket Reservations (`/events/v1/ticket-reservations`, the successor of Orders V1's
 * reservations; docs/protocol.md §2.6): the same reservations, on the current wire.
 */

export const TicketReservationStatus = z.enum([
  'PENDING',
  'CONFIRMED',
  'CANCELED',
  'CANCELED_MANUALLY',
  'EXPIRED',
]);
export type TicketReservationStatus = z.infer<typeof TicketReservationStatus>;

/** Money as the current APIs write it: a decimal string in `value`. */
export const CommonMoney = z.object({
  value: z.string().max(MAX_TEXT_LENGTH),
  currency: z.string().max(MAX_NAME_LENGTH),
});
export type CommonMoney = z.infer<typeof CommonMoney>;

/** What a buyer may say about one line: a donation's amount (`guestPrice`). */
export const TicketInfoInput = z
  .object({
    guestPrice: z.string().max(MAX_TEXT_LENGTH).nullish(),
    pricingOptionId: z.string().max(MAX_ID_LENGTH).nullish(),
    priceOverride: z.string().max(MAX_TEXT_LENGTH).nullish(),
  })
  .passthrough();

export const TicketLineItemInput = z.object({
  ticketDefinitionId: z.string().min(1).max(MAX_ID_LENGTH),
  /** Whole tickets, 1 to 50 per line, as the reference bounds it. */
  quantity: z.number().int().min(1).max(50),
  ticketInfo: TicketInfoInput.optional(),
});

export const AdditionalReservationSettings = z.object({
  disableTicketLimitValidation: z.boolean().nullish(),
  enableHiddenTicketReservation: z.boolean().nullish(),
});

export const CreateTicketReservationRequest = z.object({
  ticketReservation: z.object({
    tickets: z.array(TicketLineItemInput).min(1).max(50),
    additionalReservationSettings: AdditionalReservationSettings.optional(),
  }),
});
export type CreateTicketReservationRequest = z.infer<typeof CreateTicketReservationRequest>;

export const TicketLineItem = z.object({
  ticketLineItemId: z.string().max(MAX_ID_LENGTH),
  eventId: z.string().max(MAX_ID_LENGTH),
  ticketDefinitionId: z.string().max(MAX_ID_LENGTH),
  quantity: z.number().int(),
  ticketInfo: z.object({ guestPrice: z.string().max(MAX_TEXT_LENGTH).optional() }).optional(),
  policy: z.string().max(MAX_TEXT_LENGTH).optional(),
  ticketName: z.string().max(MAX_NAME_LENGTH),
  price: CommonMoney,
  subTotal: CommonMoney,
});
export type TicketLineItem = z.infer<typeof TicketLineItem>;

/** Tag ids, at most 100 in a list (the common Tags object). */
const TagList = z.object({
  tagIds: z.array(z.string().min(1).max(MAX_ID_LENGTH)).max(MAX_LIST_ITEMS).optional(),
});

/**
 * A reservation's tags: `tags` are seen by whoever reads the reservation, `privateTags` by the
 * site owner only.
 */
export const ReservationTags = z.object({
  privateTags: TagList.optional(),
  tags: TagList.optional(),
});
export type ReservationTags = z.infer<typeof ReservationTags>;

export const TicketReservationEntity = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  revision: z.string().max(MAX_NAME_LENGTH),
  createdDate: z.string().max(MAX_NAME_LENGTH),
  updatedDate: z.string().max(MAX_NAME_LENGTH),
  /** Only a PENDING reservation expires. */
  expirationDate: z.string().max(MAX_NAME_LENGTH).optional(),
  status: TicketReservationStatus,
  memberId: z.string().max(MAX_ID_LENGTH).optional(),
  visitorId: z.string().max(MAX_ID_LENGTH).optional(),
  tickets: z.array(TicketLineItem).max(MAX_LIST_ITEMS),
  tags: ReservationTags,
});
export type TicketReservationEntity = z.infer<typeof TicketReservationEntity>;

export const TicketReservationResponse = z.object({ ticketReservation: TicketReservationEntity });
export type TicketReservationResponse = z.infer<typeof TicketReservationResponse>;

export const TicketReservationIdParams = z.object({
  ticketReservationId: z.string().min(1).max(MAX_ID_LENGTH),
});

/**
 * The owner's tag changes (Bulk Update Ticket Reservation Tags, by ids or by filter): a tag both
 * assigned and unassigned ends up assigned.
 */
const TagChanges = { assignTags: ReservationTags, unassignTags: ReservationTags.optional() };

export const BulkUpdateTicketReservationTagsRequest = z.object({
  ids: z.array(z.string().min(1).max(MAX_ID_LENGTH)).min(1).max(100),
  ...TagChanges,
});
export type BulkUpdateTicketReservationTagsRequest = z.infer<
  typeof BulkUpdateTicketReservationTagsRequest
>;

export const BulkUpdateTicketReservationTagsResponse = z.object({
  results: z.array(z.object({ itemMetadata: ItemMetadata })),
  bulkActionMetadata: z.object({
    totalSuccesses: z.number().int(),
    totalFailures: z.number().int(),
    undetailedFailures: z.number().int(),
  }),
});
export type BulkUpdateTicketReservationTagsResponse = z.infer<
  typeof BulkUpdateTicketReservationTagsResponse
>;

/** By filter: every matching reservation of the site (an empty filter: all); answers a job. */
export const BulkUpdateTicketReservationTagsByFilterRequest = z.object({
  filter: Filter,
  ...TagChanges,
});
export type BulkUpdateTicketReservationTagsByFilterRequest = z.infer<
  typeof BulkUpdateTicketReservationTagsByFilterRequest
>;
export const BulkUpdateTicketReservationTagsByFilterResponse = z.object({
  jobId: z.string().max(MAX_ID_LENGTH),
});

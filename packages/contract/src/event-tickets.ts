import { z } from 'zod';
import { Timestamp } from './common';
import { OffsetPageCounts, RepeatedParam } from './paging';
import {
  MAX_ID_LENGTH,
  MAX_LIST_ITEMS,
  MAX_LONG_LIST_ITEMS,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_TOKEN_LENGTH,
  MAX_URL_LENGTH,
} from './bounds';

/** Events ticket definitions and reservations, v1 checkout (docs/protocol.md §2.6, §3.6). */

/** Events money: a decimal string in `amount` (docs/protocol.md §9.12); `value` mirrors it. */
export const EventsMoney = z.object({
  amount: z.string().max(MAX_TEXT_LENGTH),
  currency: z.string().max(MAX_NAME_LENGTH),
  value: z.string().max(MAX_TEXT_LENGTH).optional(),
});
export type EventsMoney = z.infer<typeof EventsMoney>;

export const TicketPricingType = z.enum(['STANDARD', 'DONATION']);
export type TicketPricingType = z.infer<typeof TicketPricingType>;
export const TicketFeeType = z.enum(['FEE_INCLUDED', 'FEE_ADDED_AT_CHECKOUT', 'NO_FEE']);
export type TicketFeeType = z.infer<typeof TicketFeeType>;
export const TicketSaleStatus = z.enum(['SALE_SCHEDULED', 'SALE_STARTED', 'SALE_ENDED']);
export type TicketSaleStatus = z.infer<typeof TicketSaleStatus>;
/** v1 list filter and definition states. */
export const TicketDefinitionState = z.enum(['VISIBLE', 'HIDDEN', 'FREE', 'PAID']);
export type TicketDefinitionState = z.infer<typeof TicketDefinitionState>;
export const ReservationStatus = z.enum([
  'RESERVATION_PENDING',
  'RESERVATION_CONFIRMED',
  'RESERVATION_CANCELED',
  'RESERVATION_CANCELED_MANUALLY',
  'RESERVATION_EXPIRED',
]);
export type ReservationStatus = z.infer<typeof ReservationStatus>;

/** The service fee rate on paid tickets, in percent (a decimal string on the wire). */
export const TICKET_FEE_RATE = '2.5';

export const TicketSalePeriod = z.object({
  startDate: Timestamp.optional(),
  endDate: Timestamp.optional(),
  hideNotOnSale: z.boolean(),
});

/** v1 `TicketDefinition` (docs/protocol.md §3.6). */
export const TicketDefinition = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  eventId: z.string().max(MAX_ID_LENGTH),
  name: z.string().max(MAX_NAME_LENGTH),
  description: z.string().max(MAX_TEXT_LENGTH).optional(),
  free: z.boolean(),
  limitPerCheckout: z.number().int(),
  orderIndex: z.number().int(),
  policy: z.string().max(MAX_TEXT_LENGTH).optional(),
  price: EventsMoney,
  pricing: z.object({
    pricingType: TicketPricingType,
    fixedPrice: EventsMoney.optional(),
    minPrice: EventsMoney.optional(),
  }),
  wixFeeConfig: z.object({ type: TicketFeeType }),
  salePeriod: TicketSalePeriod.optional(),
  saleStatus: TicketSaleStatus,
  state: z.array(TicketDefinitionState),
  soldOut: z.boolean(),
  dashboard: z.object({
    hidden: z.boolean(),
    sold: z.boolean(),
    limited: z.boolean(),
    quantity: z.number().int().optional(),
    unsold: z.number().int().optional(),
    ticketsSold: z.number().int(),
    ticketsReserved: z.number().int(),
  }),
  createdDate: Timestamp,
  updatedDate: Timestamp,
});
export type TicketDefinition = z.infer<typeof TicketDefinition>;

export const TicketsMetaData = OffsetPageCounts;
export type TicketsMetaData = z.infer<typeof TicketsMetaData>;

const count = z.coerce.number().int().min(0);

export const ListAvailableTicketsQuery = z.object({
  eventId: z.string().max(MAX_ID_LENGTH).optional(),
  offset: count.optional(),
  limit: count.max(100).optional(),
  sort: z.string().max(MAX_TEXT_LENGTH).optional(),
  state: RepeatedParam(TicketDefinitionState).optional(),
});
export type ListAvailableTicketsQuery = z.input<typeof ListAvailableTicketsQuery>;

/** Flat body, not `{query}` (docs/protocol.md §2.6). */
export const QueryAvailableTicketsRequest = z.object({
  offset: z.number().int().min(0).optional(),
  limit: z.number().int().min(0).max(100).optional(),
  filter: z.record(z.string().max(MAX_TEXT_LENGTH), z.unknown()).optional(),
  fieldset: z.array(z.string().max(MAX_TEXT_LENGTH)).max(MAX_LIST_ITEMS).optional(),
  sort: z.string().max(MAX_TEXT_LENGTH).optional(),
});
export type QueryAvailableTicketsRequest = z.infer<typeof QueryAvailableTicketsRequest>;

export const TicketDefinitionsResponse = z.object({
  metaData: TicketsMetaData,
  definitions: z.array(TicketDefinition),
});
export type TicketDefinitionsResponse = z.infer<typeof TicketDefinitionsResponse>;

export const CheckoutOptions = z.object({
  paidTicketsAvailable: z.boolean(),
  acceptCoupons: z.boolean(),
  premiumServices: z.boolean(),
  paymentMethodConfigured: z.boolean(),
  acceptGiftCards: z.boolean(),
});
export type CheckoutOptions = z.infer<typeof CheckoutOptions>;

export const TicketQuantity = z.object({
  ticketDefinitionId: z.string().max(MAX_ID_LENGTH).min(1),
  quantity: z.number().int().min(1),
  /** A donation ticket's chosen amount, a decimal string. */
  priceOverride: z.string().max(MAX_TEXT_LENGTH).optional(),
  ticketDetails: z
    .array(z.record(z.string().max(MAX_TEXT_LENGTH), z.unknown()))
    .max(MAX_LONG_LIST_ITEMS)
    .optional(),
});
export type TicketQuantity = z.infer<typeof TicketQuantity>;

export const CreateReservationRequest = z.object({
  eventId: z.string().max(MAX_ID_LENGTH).min(1),
  ticketQuantities: z.array(TicketQuantity).min(1).max(50),
  ignoreLimits: z.boolean().optional(),
  allowHiddenTickets: z.boolean().optional(),
});
export type CreateReservationRequest = z.infer<typeof CreateReservationRequest>;

export const InvoiceFee = z.object({
  name: z.string().max(MAX_NAME_LENGTH),
  type: TicketFeeType,
  rate: z.string().max(MAX_TEXT_LENGTH),
  amount: EventsMoney,
});

export const InvoiceItem = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  quantity: z.number().int(),
  name: z.string().max(MAX_NAME_LENGTH),
  price: EventsMoney,
  total: EventsMoney,
  discount: EventsMoney.optional(),
  tax: EventsMoney.optional(),
  fees: z.array(InvoiceFee),
});

/**
 * subTotal = Σ price × quantity; total = subTotal − discount; grandTotal = total + tax + fees added
 * at checkout (what the buyer pays); revenue = grandTotal − every fee (what the seller keeps).
 */
export const Invoice = z.object({
  items: z.array(InvoiceItem).max(MAX_LIST_ITEMS),
  subTotal: EventsMoney,
  discount: EventsMoney,
  tax: EventsMoney,
  fees: z.array(InvoiceFee),
  total: EventsMoney,
  grandTotal: EventsMoney,
  revenue: EventsMoney,
  previewUrl: z.string().max(MAX_URL_LENGTH).optional(),
});
export type Invoice = z.infer<typeof Invoice>;

export const TicketReservation = z.object({
  quantity: z.number().int(),
  ticket: TicketDefinition,
  ticketDetails: z
    .array(z.record(z.string().max(MAX_TEXT_LENGTH), z.unknown()))
    .max(MAX_LONG_LIST_ITEMS),
});

export const ReservationResponse = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  expires: Timestamp,
  reservations: z.array(TicketReservation),
  invoice: Invoice,
  reservationStatus: ReservationStatus,
});
export type ReservationResponse = z.infer<typeof ReservationResponse>;

export const CancelReservationQuery = z.object({
  id: z.string().max(MAX_ID_LENGTH).optional(),
  eventId: z.string().max(MAX_ID_LENGTH),
});

export const Discount = z
  .object({ couponCode: z.string().max(MAX_TEXT_LENGTH).optional() })
  .loose();
export const PaidPlanBenefit = z.object({
  planOrderId: z.string().max(MAX_ID_LENGTH),
  benefitId: z.string().max(MAX_ID_LENGTH),
});

export const GetInvoiceRequest = z.object({
  reservationId: z.string().max(MAX_ID_LENGTH).optional(),
  eventId: z.string().max(MAX_ID_LENGTH).min(1),
  withDiscount: Discount.optional(),
  paidPlanBenefit: PaidPlanBenefit.optional(),
});
export type GetInvoiceRequest = z.infer<typeof GetInvoiceRequest>;

export const GetInvoiceResponse = z.object({
  invoice: Invoice,
  discountErrors: z
    .object({ error: z.array(z.object({ code: z.string().max(MAX_TOKEN_LENGTH) })) })
    .optional(),
});
export type GetInvoiceResponse = z.infer<typeof GetInvoiceResponse>;

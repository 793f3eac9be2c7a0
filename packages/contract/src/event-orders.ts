import { z } from 'zod';
import { Timestamp } from './common';
import { EventOrderPaymentErrorCode } from './error-codes';
import {
  Discount,
  EventsMoney,
  Invoice,
  PaidPlanBenefit,
  TicketReservation,
} from './event-tickets';
import { FormResponse } from './rsvp';
import { FacetCounts, RepeatedParam } from './paging';
import {
  MAX_EMAIL_LENGTH,
  MAX_ID_LENGTH,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_URL_LENGTH,
} from './bounds';

/** Events v1 orders, checkout, tickets and guests (docs/protocol.md §2.6). */

export const EventOrderStatus = z.enum([
  'NA_ORDER_STATUS',
  'FREE',
  'PENDING',
  'PAID',
  'OFFLINE_PENDING',
  'INITIATED',
  'CANCELED',
  'DECLINED',
  'AUTHORIZED',
  'VOIDED',
  'PARTIALLY_PAID',
]);
export type EventOrderStatus = z.infer<typeof EventOrderStatus>;
export const OrderAction = z.enum(['ARCHIVE', 'UNARCHIVE', 'CONFIRM', 'CAPTURE', 'VOID']);
export type OrderAction = z.infer<typeof OrderAction>;
export const OrderFieldset = z.enum(['TICKETS', 'DETAILS', 'FORM', 'INVOICE']);
export type OrderFieldset = z.infer<typeof OrderFieldset>;
export const OrderTag = z.enum([
  'CONFIRMED',
  'UNCONFIRMED',
  'MEMBER',
  'ARCHIVED',
  'NON_ARCHIVED',
  'FULLY_CHECKED_IN',
  'NOT_FULLY_CHECKED_IN',
]);
export type OrderTag = z.infer<typeof OrderTag>;
export const GuestAttendanceStatus = z.enum(['ATTENDING', 'NOT_ATTENDING', 'IN_WAITLIST']);
export type GuestAttendanceStatus = z.infer<typeof GuestAttendanceStatus>;

export const EventTicket = z.object({
  ticketNumber: z.string().max(MAX_ID_LENGTH),
  orderNumber: z.string().max(MAX_ID_LENGTH),
  eventId: z.string().max(MAX_ID_LENGTH),
  ticketDefinitionId: z.string().max(MAX_ID_LENGTH),
  name: z.string().max(MAX_NAME_LENGTH),
  price: EventsMoney,
  free: z.boolean(),
  guestId: z.string().max(MAX_ID_LENGTH).optional(),
  firstName: z.string().max(MAX_NAME_LENGTH).optional(),
  lastName: z.string().max(MAX_NAME_LENGTH).optional(),
  guestFullName: z.string().max(MAX_NAME_LENGTH).optional(),
  email: z.string().max(MAX_EMAIL_LENGTH).optional(),
  form: FormResponse.optional(),
  checkIn: z.object({ created: Timestamp }).optional(),
  orderStatus: EventOrderStatus,
  orderArchived: z.boolean(),
  archived: z.boolean(),
  canceled: z.boolean(),
});
export type EventTicket = z.infer<typeof EventTicket>;

export const EventGuest = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  eventId: z.string().max(MAX_ID_LENGTH),
  orderNumber: z.string().max(MAX_ID_LENGTH).optional(),
  ticketNumber: z.string().max(MAX_ID_LENGTH).optional(),
  guestType: z.enum(['BUYER', 'TICKET_HOLDER', 'RSVP']),
  attendanceStatus: GuestAttendanceStatus,
  memberId: z.string().max(MAX_ID_LENGTH).optional(),
  guestDetails: z.object({
    firstName: z.string().max(MAX_NAME_LENGTH).optional(),
    lastName: z.string().max(MAX_NAME_LENGTH).optional(),
    email: z.string().max(MAX_EMAIL_LENGTH).optional(),
    formResponse: FormResponse.optional(),
    checkedIn: z.boolean(),
  }),
  createdDate: Timestamp,
  updatedDate: Timestamp,
});
export type EventGuest = z.infer<typeof EventGuest>;

export const EventOrder = z.object({
  orderNumber: z.string().max(MAX_ID_LENGTH),
  reservationId: z.string().max(MAX_ID_LENGTH),
  eventId: z.string().max(MAX_ID_LENGTH),
  status: EventOrderStatus,
  created: Timestamp,
  updated: Timestamp,
  confirmed: z.boolean(),
  archived: z.boolean(),
  ticketsQuantity: z.number().int(),
  totalPrice: EventsMoney,
  memberId: z.string().max(MAX_ID_LENGTH).optional(),
  contactId: z.string().max(MAX_ID_LENGTH).optional(),
  firstName: z.string().max(MAX_NAME_LENGTH).optional(),
  lastName: z.string().max(MAX_NAME_LENGTH).optional(),
  fullName: z.string().max(MAX_NAME_LENGTH).optional(),
  email: z.string().max(MAX_EMAIL_LENGTH).optional(),
  checkoutForm: FormResponse.optional(),
  tickets: z.array(EventTicket).optional(),
  guests: z.array(EventGuest).optional(),
  invoice: Invoice.optional(),
  fullyCheckedIn: z.boolean(),
  channel: z.enum(['ONLINE', 'OFFLINE', 'POS']),
  marketingConsent: z.boolean(),
  availableActions: z.array(OrderAction),
});
export type EventOrder = z.infer<typeof EventOrder>;

export const Buyer = z.object({
  firstName: z.string().trim().min(1).max(255),
  lastName: z.string().trim().min(1).max(255),
  email: z.email().max(MAX_EMAIL_LENGTH),
});
export const GuestInput = z.object({ form: FormResponse });

export const CheckoutRequest = z.object({
  eventId: z.string().max(MAX_ID_LENGTH).min(1),
  reservationId: z.string().max(MAX_ID_LENGTH).min(1),
  memberId: z.string().max(MAX_ID_LENGTH).optional(),
  discount: Discount.optional(),
  buyer: Buyer.optional(),
  guests: z.array(GuestInput).max(50).optional(),
  paidPlanBenefit: PaidPlanBenefit.optional(),
  options: z
    .object({ silent: z.boolean().optional(), skipConfirmation: z.boolean().optional() })
    .loose()
    .optional(),
  marketingConsent: z.boolean().optional(),
});
export type CheckoutRequest = z.infer<typeof CheckoutRequest>;

export const CheckoutResponse = z.object({
  order: EventOrder,
  expires: Timestamp,
  reservations: z.array(TicketReservation),
  orderPageUrl: z.string().max(MAX_URL_LENGTH),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

export const UpdateCheckoutRequest = z.object({
  orderNumber: z.string().max(MAX_ID_LENGTH).optional(),
  eventId: z.string().max(MAX_ID_LENGTH).min(1),
  buyer: Buyer.optional(),
  guests: z.array(GuestInput).max(50).optional(),
  memberId: z.string().max(MAX_ID_LENGTH).optional(),
  discount: Discount.optional(),
});
export type UpdateCheckoutRequest = z.infer<typeof UpdateCheckoutRequest>;

export const PosCheckoutRequest = z.object({
  eventId: z.string().max(MAX_ID_LENGTH).min(1),
  reservationId: z.string().max(MAX_ID_LENGTH).min(1),
  paymentDetailsId: z.string().max(MAX_ID_LENGTH).optional(),
});
export type PosCheckoutRequest = z.infer<typeof PosCheckoutRequest>;

export const OrderResponse = z.object({ order: EventOrder });
export type OrderResponse = z.infer<typeof OrderResponse>;

const count = z.coerce.number().int().min(0);
export const ListOrdersQuery = z.object({
  offset: count.optional(),
  limit: count.max(400).optional(),
  fieldset: RepeatedParam(OrderFieldset).optional(),
  status: RepeatedParam(EventOrderStatus).optional(),
  eventId: RepeatedParam(z.string().max(MAX_ID_LENGTH)).optional(),
  orderNumber: RepeatedParam(z.string().max(MAX_ID_LENGTH)).optional(),
  memberId: RepeatedParam(z.string().max(MAX_ID_LENGTH)).optional(),
  facet: RepeatedParam(z.string().max(MAX_TEXT_LENGTH)).optional(),
  searchPhrase: z.string().max(MAX_TEXT_LENGTH).optional(),
  eventCreatorId: RepeatedParam(z.string().max(MAX_ID_LENGTH)).optional(),
  sort: z.string().max(MAX_TEXT_LENGTH).optional(),
  tag: RepeatedParam(OrderTag).optional(),
  contactId: RepeatedParam(z.string().max(MAX_ID_LENGTH)).optional(),
});
export type ListOrdersQuery = z.input<typeof ListOrdersQuery>;

export const ListOrdersResponse = z.object({
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  orders: z.array(EventOrder),
  facets: FacetCounts,
});
export type ListOrdersResponse = z.infer<typeof ListOrdersResponse>;

export const GetOrderQuery = z.object({
  eventId: z.string().max(MAX_ID_LENGTH).optional(),
  orderNumber: z.string().max(MAX_ID_LENGTH).optional(),
  fieldset: RepeatedParam(OrderFieldset).optional(),
});

export const UpdateOrderRequest = z.object({
  eventId: z.string().max(MAX_ID_LENGTH).optional(),
  orderNumber: z.string().max(MAX_ID_LENGTH).optional(),
  fields: z
    .object({
      firstName: z.string().max(MAX_NAME_LENGTH),
      lastName: z.string().max(MAX_NAME_LENGTH),
      email: z.email().max(MAX_EMAIL_LENGTH),
    })
    .partial()
    .optional(),
  checkoutForm: FormResponse.optional(),
  archived: z.boolean().optional(),
});
export type UpdateOrderRequest = z.infer<typeof UpdateOrderRequest>;

export const BulkUpdateOrdersRequest = z.object({
  eventId: z.string().max(MAX_ID_LENGTH).optional(),
  orderNumber: z.array(z.string().max(MAX_ID_LENGTH)).min(1).max(100),
  fields: z.object({ archived: z.boolean().optional() }).optional(),
});
export type BulkUpdateOrdersRequest = z.infer<typeof BulkUpdateOrdersRequest>;
export const OrdersResponse = z.object({ orders: z.array(EventOrder) });

export const ConfirmOrderRequest = z.object({
  eventId: z.string().max(MAX_ID_LENGTH).optional(),
  orderNumber: z.array(z.string().max(MAX_ID_LENGTH)).min(1).max(100),
});

export const SummaryQuery = z.object({ eventId: z.string().max(MAX_ID_LENGTH).optional() });
export const OrderSummary = z.object({
  eventId: z.string().max(MAX_ID_LENGTH).optional(),
  total: EventsMoney,
  revenue: EventsMoney,
  totalSales: EventsMoney,
  ordersCount: z.number().int(),
  ticketsCount: z.number().int(),
  currency: z.string().max(MAX_NAME_LENGTH),
});
export const SummaryResponse = z.object({ sales: z.array(OrderSummary) });
export type SummaryResponse = z.infer<typeof SummaryResponse>;

export const PaymentActionRequest = z.object({
  orderNumber: z.string().max(MAX_ID_LENGTH).optional(),
  eventId: z.string().max(MAX_ID_LENGTH).optional(),
  amount: EventsMoney.optional(),
});
/** Failure codes of capture and void (applicationError.code). */
export const PaymentActionError = z.enum(EventOrderPaymentErrorCode);
export type PaymentActionError = z.infer<typeof PaymentActionError>;

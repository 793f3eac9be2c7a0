export { wixEvents } from './wix-events';
export type {
  CloneEventOptions,
  CountEventsByStatusOptions,
  CreateEventOptions,
  GetEventOptions,
  ListEventsByCategoryOptions,
  QueryEventsOptions,
  UpdateEventOptions,
  WixEventsApi,
} from './wix-events';
export { events } from './events';
export type { EventsApi } from './events';
export { eventTransform } from './event-types';
export type {
  CountEventsByStatusResponse,
  Event,
  EventField,
  EventFieldset,
  EventInput,
  EventsPage,
  EventUpdate,
  EventWire,
  FieldsOptions,
} from './event-types';
export { rsvp, rsvpTransform } from './rsvp';
export type { CreateRsvpRequest, Rsvp, RsvpApi, RsvpField, RsvpPage, RsvpWire } from './rsvp';
export { orders } from './orders';
export type {
  EventOrderCalls,
  GetOrderOptions,
  ListOrdersOptions,
  OrdersApi,
  OrderUpdate,
} from './orders';
export type { EventCheckoutApi, InvoiceOptions, ListAvailableTicketsOptions } from './checkout';
export { checkoutTransform, reservationTransform } from './checkout-types';
export type { CheckoutResult, Reservation } from './checkout-types';
export { eventTickets } from './orders-tickets';
export type { EventTicketsApi } from './orders-tickets';
export { eventGuestTransform, eventOrderTransform, eventTicketTransform } from './orders-types';
export type { EventGuest, EventOrder, EventTicket, OrdersPage } from './orders-types';
export { ticketDefinitions } from './ticket-definitions';
export type { ListTicketDefinitionsOptions, TicketDefinitionsApi } from './ticket-definitions';
export { ticketDefinitionsV2 } from './ticket-definitions-v2';
export type { TicketDefinitionsV2Api, TicketDefinitionUpdate } from './ticket-definitions-v2';
export { ticketDefinitionTransform, ticketDefinitionV3Transform } from './ticket-definition-types';
export type {
  TicketDefinition,
  TicketDefinitionsPage,
  TicketDefinitionV3,
  TicketDefinitionV3Field,
} from './ticket-definition-types';
export { ticketReservations, ticketReservationTransform } from './ticket-reservations';
export type {
  TicketReservation,
  TicketReservationInput,
  TicketReservationsApi,
  TicketReservationWire,
} from './ticket-reservations';
export { rsvpV2, rsvpV2Transform } from './rsvp-v2';
export type {
  ListCurrentRsvpsOptions,
  RsvpsV2Result,
  RsvpV2,
  RsvpV2Api,
  RsvpV2Field,
  RsvpV2Input,
  RsvpV2Wire,
} from './rsvp-v2';
export { categoryTransform, eventCategories } from './categories';
export type {
  CategoryField,
  CategoryInput,
  CategoryUpdate,
  EventCategoriesApi,
  EventCategoryV1,
  QueryCategoriesOptions,
} from './categories';
export { eventForms } from './forms';
export type { EventFormsApi } from './forms';
export { schedule, scheduleItemTransform } from './schedule';
export type {
  ListScheduleItemsOptions,
  ScheduleApi,
  ScheduleItem,
  ScheduleItemData,
  ScheduleItemField,
  ScheduleItemsList,
  ScheduleItemWire,
} from './schedule';
export { scheduleBookmarks } from './schedule-bookmarks';
export type { ScheduleBookmarksApi } from './schedule-bookmarks';

import type { EventStatus, RegistrationStatus } from '@headless/contract';
import type { eventsTicketDefinitions } from '../../db/schema/event-tickets';
import type { eventsEvents } from '../../db/schema/events';
export type EventRow = typeof eventsEvents.$inferSelect;
export type TicketRow = typeof eventsTicketDefinitions.$inferSelect;
/** A stored event with the values the database derived for it (see status.ts). */
export interface DerivedEvent {
  event: EventRow;
  status: EventStatus;
  registrationStatus: RegistrationStatus;
}

export { events } from './events';
export type { EventsApi, GetEventOptions, QueryEventsOptions } from './events';
export { eventTransform } from './event-types';
export type { Event, EventField, EventWire } from './event-types';

import type { SdkModule } from '../../core/module';
import { wixEvents, type WixEventsApi } from './wix-events';

export type { GetEventOptions, QueryEventsOptions } from './wix-events';

/** The earlier name of the events v3 module; the same calls as `wixEvents`. */
export type EventsApi = WixEventsApi;
export const events: SdkModule<EventsApi> = wixEvents;

import { entityEventRecorder } from '../../outbox/record';

/** An RSVP's created, updated and deleted events, each with the RSVP in its wire shape. */
export const recordRsvpEvent = entityEventRecorder('wix.events.v1.rsvp', 'rsvp');

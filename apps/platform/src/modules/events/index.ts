/** What the rest of the platform may use of this module (modules/README.md). */
export { defaultForm } from './default-form';
export { eventNotFound, lockEvent } from './lock';
export { default as eventsRoutes } from './routes';
export type { EventRow } from './rows';
export { registrationStatusAt } from './status';

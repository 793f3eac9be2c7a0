/** What the rest of the platform may use of this module (modules/README.md). */
export { createServiceFixture } from './fixtures';
export { hasViolation } from './policy';
export { default as availabilityRoutes } from './routes';
export { findServices, loadSchedules, scheduleTimeZone } from './schedule-store';
export type { ServiceRow } from './schedule-store';
export { liveServices, servicesSeenBy, type ServiceReader } from './visibility';
export { computeAvailability } from './service';
export { courseSessions } from './schedule';
export {
  dateTimeViolation,
  fromLocal,
  isTimeZone,
  parseDateBound,
  timeZoneViolation,
} from './time-zone';

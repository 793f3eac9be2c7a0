/** What the rest of the platform may use of this module (modules/README.md). */
export { findEventById, orderOfReservation, readReservation } from './events-data';
export type { EventRow, ReservationView } from './events-data';
export { default as redirectsRoutes } from './routes';
export { createEcomCheckout, isPremium, requirePremium } from './service';
export { findLiveSession, insertRedirectSession } from './store';
export type {
  BookingsSessionRow,
  EcomSessionRow,
  EventsSessionRow,
  PlansSessionRow,
  RedirectSessionRow,
} from './store';

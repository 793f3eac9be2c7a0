/**
 * What other parts of the platform (the hosted events checkout) call directly. Keep these names.
 *
 * - `loadReservation(db, siteId, reservationId, now?)`: `Promise<ReservationSummary | null>`, the
 *   reservation with its computed status (a pending one past `expires` reads RESERVATION_EXPIRED),
 *   `expires`, `eventId`, `currency`, `lines` ({definitionId, name, quantity, priceMinor, feeMinor}:
 *   unit price and the unit fee added on top) and the totals in minor units (`subtotalMinor`,
 *   `feeMinor` = fees added at checkout, `totalMinor` = what the buyer pays); null when unknown.
 * - `checkoutReservation(db, caller, body)`: `Promise<CheckoutResponse>`, exactly what
 *   `POST /events/v1/checkout` answers for that caller (kernel/caller.ts) and body at `caller.now`
 *   (same checks and errors).
 * - `payEventOrder(db, caller, orderNumber)`: PENDING → PAID (the hosted page's simulated
 *   payment); idempotent when already PAID; `Promise<EventOrder>`.
 * - `declineEventOrder(db, caller, orderNumber)`: PENDING → DECLINED, its tickets released;
 *   idempotent when already DECLINED; `Promise<EventOrder>`.
 * Status changes that make no sense throw INVALID_ORDER_STATUS_TRANSITION; unknown orders
 * ORDER_NOT_FOUND (DomainError from ../../errors).
 */
export { checkout as checkoutReservation } from './checkout/checkout';
export { declineEventOrder, payEventOrder } from './orders/order-payments';
export { loadReservation, type ReservationSummary } from './reservations/reservation-reads';
export { expireReservationNow } from './reservations/reservation-store';
export { default as eventTicketsRoutes } from './routes';

import type { Db } from '../../db/client';
import type { Caller } from '../../kernel/caller';
import {
  checkoutReservation,
  declineEventOrder,
  payEventOrder,
} from '../../modules/event-tickets/index';
import { sessionCaller } from '../session-identity';
import type { InputValue } from './events-validate';
import type { EventsSessionRow } from '../../modules/redirects/index';

/** What the hosted events checkout asks of the tickets module (its own service calls). */
export interface PlaceOrderInput {
  buyer?: { firstName: string; lastName: string; email: string };
  guests: { form: { inputValues: InputValue[] } }[];
}

export async function placeEventOrder(
  db: Db,
  session: EventsSessionRow,
  input: PlaceOrderInput,
  now: Date,
) {
  await checkoutReservation(db, sessionCaller(session, now), {
    eventId: session.payload.eventId,
    reservationId: session.payload.reservationId,
    ...(input.buyer ? { buyer: input.buyer } : {}),
    guests: input.guests,
  });
}

/** The simulated payment's outcome for the session's order, as its buyer (`sessionCaller`). */
export async function settlePayment(
  db: Db,
  caller: Caller,
  orderNumber: string,
  outcome: 'pay' | 'decline',
) {
  if (outcome === 'pay') await payEventOrder(db, caller, orderNumber);
  else await declineEventOrder(db, caller, orderNumber);
}

import type { WebhookIdentity } from '@headless/contract';
import type { Db } from '../../db/client';
import { roleOf, type AuthContext } from '../../http/auth-context';
import {
  checkoutReservation,
  declineEventOrder,
  payEventOrder,
} from '../../modules/event-tickets/index';
import type { InputValue } from './events-validate';
import type { EventsSessionRow } from '../../modules/redirects/index';

/** What the hosted events checkout asks of the tickets module (its own service calls). */
export interface PlaceOrderInput {
  buyer?: { firstName: string; lastName: string; email: string };
  guests: { form: { inputValues: InputValue[] } }[];
}

/** The page acts as whoever created the session: the order belongs to that visitor or member. */
export function authOf(session: EventsSessionRow): AuthContext {
  const identity = {
    type: session.createdByType as AuthContext['identity']['type'],
    id: session.createdById,
  };
  return { siteId: session.siteId, clientId: session.clientId, identity, role: roleOf(identity) };
}

export async function placeEventOrder(
  db: Db,
  session: EventsSessionRow,
  input: PlaceOrderInput,
  now: Date,
) {
  await checkoutReservation(
    db,
    authOf(session),
    {
      eventId: session.payload.eventId,
      reservationId: session.payload.reservationId,
      ...(input.buyer ? { buyer: input.buyer } : {}),
      guests: input.guests,
    },
    now,
  );
}

export async function settlePayment(
  db: Db,
  siteId: string,
  orderNumber: string,
  outcome: 'pay' | 'decline',
  now: Date,
  identity?: WebhookIdentity,
) {
  if (outcome === 'pay') await payEventOrder(db, siteId, orderNumber, now, identity);
  else await declineEventOrder(db, siteId, orderNumber, now, identity);
}

import type { WebhookIdentity } from '@headless/contract';
import type { Db } from '../../db/client';
import { roleOf } from '../../http/auth-context';
import type { Caller, CallerIdentity } from '../../kernel/caller';
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
export function callerOf(session: EventsSessionRow, now: Date): Caller {
  const identity = {
    type: session.createdByType as CallerIdentity['type'],
    id: session.createdById,
  };
  const { siteId, clientId } = session;
  return { siteId, clientId, identity, role: roleOf(identity), now };
}

export async function placeEventOrder(
  db: Db,
  session: EventsSessionRow,
  input: PlaceOrderInput,
  now: Date,
) {
  await checkoutReservation(db, callerOf(session, now), {
    eventId: session.payload.eventId,
    reservationId: session.payload.reservationId,
    ...(input.buyer ? { buyer: input.buyer } : {}),
    guests: input.guests,
  });
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

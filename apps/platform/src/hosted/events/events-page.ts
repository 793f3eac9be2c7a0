import type { FastifyReply } from 'fastify';
import type { App } from '../../kernel/app-type';
import {
  findEventById,
  findLiveSession,
  orderOfReservation,
  readReservation,
} from '../../modules/redirects/index';
import { cancelUrl } from '../callback';
import { send } from '../store/ecom-replies';
import { formOfEvent, formPrefixes, type Errors, type Values } from './events-form';
import { collectForm, type InputValue } from './events-validate';
import { eventsCheckoutPage } from './events-view';

/** The session with its event, reservation and order (if any); undefined when one is gone. */
export async function load(app: App, id: string) {
  const now = app.clock.now();
  const session = await findLiveSession(app.db, id, 'eventsCheckout', now);
  if (!session) return undefined;
  const { siteId, payload } = session;
  const [event, reservation, order] = await Promise.all([
    findEventById(app.db, siteId, payload.eventId),
    readReservation(app.db, siteId, payload.reservationId, now),
    orderOfReservation(app.db, siteId, payload.reservationId),
  ]);
  return event && reservation ? { session, event, reservation, order, now } : undefined;
}
export type Loaded = NonNullable<Awaited<ReturnType<typeof load>>>;

/** The forms the reservation needs (the buyer's, then one per guest) read from the posted values. */
export function formsOf(l: Loaded, values: Values) {
  const controls = formOfEvent(l.event);
  const tickets = l.reservation.lines.reduce((s, line) => s + line.quantity, 0);
  const prefixes = formPrefixes(l.event, tickets);
  const errors: Errors = {};
  const forms: InputValue[][] = prefixes.map((prefix) => {
    const collected = collectForm(controls, prefix, values);
    Object.assign(errors, collected.errors);
    return collected.inputValues;
  });
  return { controls, prefixes, errors, forms };
}

export function render(
  reply: FastifyReply,
  status: number,
  l: Loaded,
  values: Values,
  errors: Errors = {},
  alerts: string[] = [],
) {
  const { controls, prefixes } = formsOf(l, values);
  const { event, reservation, now } = l;
  return send(
    reply,
    status,
    eventsCheckoutPage({
      event,
      reservation,
      now,
      controls,
      prefixes,
      values,
      errors,
      alerts,
      backHref: cancelUrl(l.session.callbacks),
    }),
  );
}

import type { FieldViolation } from '@headless/contract';
import { sessionCaller } from '../session-identity';
import type { FastifyReply } from 'fastify';
import type { App } from '../../kernel/app-type';
import { isRefusal, RequestValidationError } from '../../kernel/errors';
import { placeEventOrder, settlePayment } from './events-actions';
import type { Errors, Values } from './events-form';
import { formsOf, render, type Loaded } from './events-page';
import { declinedPage, expiredPage, failedPage, orderDone } from './events-replies';
import { valueOf } from './events-validate';
import { orderOfReservation, readReservation } from '../../modules/redirects/index';
import type { EventsSessionRow } from '../../modules/redirects/index';

type Order = NonNullable<Awaited<ReturnType<typeof orderOfReservation>>>;

/** An order exists: settle a pending payment, then answer by its status. */
export async function finish(
  reply: FastifyReply,
  app: App,
  session: EventsSessionRow,
  order: Order,
  values: Values,
) {
  let current = order;
  if (order.status === 'PENDING') {
    await settlePayment(
      app.db,
      sessionCaller(session, app.clock.now()),
      order.orderNumber,
      values.paymentOutcome === 'decline' ? 'decline' : 'pay',
    );
    current =
      (await orderOfReservation(app.db, session.siteId, session.payload.reservationId)) ?? order;
  }
  if (current.status === 'FREE' || current.status === 'PAID')
    return orderDone(reply, session, current);
  if (current.status === 'DECLINED') return declinedPage(reply, session, current);
  return failedPage(
    reply,
    session,
    `The order ${current.orderNumber} is ${current.status.toLowerCase()}`,
  );
}

export async function placeOrder(reply: FastifyReply, app: App, l: Loaded, values: Values) {
  const { errors, forms } = formsOf(l, values);
  if (Object.keys(errors).length) return render(reply, 400, l, values, errors);
  const buyerForm = forms[0] ?? [];
  const buyer = {
    firstName: valueOf(buyerForm, 'firstName') ?? '',
    lastName: valueOf(buyerForm, 'lastName') ?? '',
    email: valueOf(buyerForm, 'email') ?? '',
  };
  try {
    await placeEventOrder(
      app.db,
      l.session,
      {
        // Without all three the tickets module reads them from the first form (and says what is missing).
        ...(buyer.firstName && buyer.lastName && buyer.email ? { buyer } : {}),
        guests: forms.map((inputValues) => ({ form: { inputValues } })),
      },
      app.clock.now(),
    );
  } catch (error) {
    return placeFailed(reply, app, l, values, error);
  }
  const order = await orderOfReservation(app.db, l.session.siteId, l.reservation.id);
  if (!order) return failedPage(reply, l.session, 'The order could not be created');
  return finish(reply, app, l.session, order, values);
}

/** A concurrent submit may have made the order; an expiry gets its own page; bad input is shown. */
async function placeFailed(
  reply: FastifyReply,
  app: App,
  l: Loaded,
  values: Values,
  error: unknown,
) {
  const order = await orderOfReservation(app.db, l.session.siteId, l.reservation.id);
  if (order) return finish(reply, app, l.session, order, values);
  if (!isRefusal(error)) throw error;
  const again = await readReservation(app.db, l.session.siteId, l.reservation.id, app.clock.now());
  if (again?.status !== 'RESERVATION_PENDING') return expiredPage(reply, l.session, again?.status);
  if (error instanceof RequestValidationError) {
    const { prefixes } = formsOf(l, values);
    const { errors, alerts } = placeViolations(error.fieldViolations, prefixes);
    return render(reply, 400, l, values, errors, alerts);
  }
  return failedPage(reply, l.session, error.description);
}

/** The checkout's `guests.<i>.form.<input>` violations, shown next to the page's own fields. */
export function placeViolations(violations: FieldViolation[], prefixes: string[]) {
  const errors: Errors = {};
  const alerts: string[] = [];
  for (const v of violations) {
    const match = /^guests\.(\d+)\.form\.(.+)$/.exec(v.field);
    const prefix = match && prefixes[Number(match[1])];
    if (prefix) errors[`${prefix}.${match[2]}`] = `This ${v.description}.`;
    else alerts.push(`${v.field} ${v.description}.`);
  }
  return { errors, alerts };
}

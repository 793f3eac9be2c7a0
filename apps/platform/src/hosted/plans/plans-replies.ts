import { CallbackErrorCode } from '@headless/contract';
import type { FastifyReply } from 'fastify';
import { callbackUrl, checkoutRef, recordCallback } from '../callback';
import { messagePage } from '../bookings/checkout-view';
import { returnOrShow, send } from '../store/ecom-replies';
import type { PlansSessionRow } from '../../modules/redirects/index';

/** The hosted plans checkout's answers other than the page itself: redirects and messages. */

export const notFoundPage = (reply: FastifyReply) =>
  send(
    reply,
    404,
    messagePage(
      'Checkout not found',
      'This checkout link is unknown or has expired. Go back to the site and choose a plan again.',
    ),
  );

/** Bought (or bought before with this session): the thank-you page with the order id appended. */
export async function orderDone(
  reply: FastifyReply,
  session: PlansSessionRow,
  order: { id: string; planId: string; planName: string },
) {
  const target = session.callbacks.thankYouPageUrl ?? session.callbacks.postFlowUrl;
  const params = { orderId: order.id, planId: order.planId };
  return returnOrShow(
    reply,
    session,
    target,
    { type: 'CHECKOUT', status: 'SUCCESS', params },
    { status: 200, html: messagePage('Thank you', `Your plan ${order.planName} is active.`) },
  );
}

/** Declined: no order; back to the site with paymentStatus=DECLINED, else a page to try again. */
export async function declined(reply: FastifyReply, session: PlansSessionRow) {
  const target = session.callbacks.postFlowUrl;
  const params = { paymentStatus: 'DECLINED', planId: session.payload.planId };
  const outcome = {
    type: 'CHECKOUT',
    status: 'ERROR',
    error: CallbackErrorCode.paymentDeclined,
    errorDescription: 'The payment was declined',
    params,
  } as const;
  return returnOrShow(reply, session, target, outcome, {
    status: 402,
    html: messagePage(
      'Payment declined',
      'The payment was declined. Nothing was charged and no plan was bought.',
      { href: `/hosted/plans-checkout/${session.id}`, label: 'Try again' },
    ),
  });
}

/** Archived, gone or over the purchase limit: nothing bought; the link back carries the error. */
export async function refusedPage(reply: FastifyReply, session: PlansSessionRow, message: string) {
  await recordCallback(reply.server.db, checkoutRef(session), 'CHECKOUT', 'ERROR');
  const target = session.callbacks.planListUrl ?? session.callbacks.postFlowUrl;
  const outcome = {
    type: 'CHECKOUT',
    status: 'ERROR',
    error: CallbackErrorCode.planNotBought,
    errorDescription: message,
    params: { planId: session.payload.planId },
  } as const;
  const link = target && { href: callbackUrl(target, outcome), label: 'Back to the plans' };
  return send(
    reply,
    409,
    messagePage('Plan not bought', `${message}. Nothing was charged.`, link || undefined),
  );
}

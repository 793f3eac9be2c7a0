import type { FastifyReply } from 'fastify';
import type { PlansSessionRow } from '../modules/redirects/store';
import { messagePage } from './checkout-view';
import { redirect, send, withParams } from './ecom-replies';

/** The hosted plans checkout's answers other than the page itself: redirects and messages. */
const backToSite = (session: PlansSessionRow) => {
  const href = session.callbacks.planListUrl ?? session.callbacks.postFlowUrl;
  return href ? { href, label: 'Back to the plans' } : undefined;
};

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
export function orderDone(
  reply: FastifyReply,
  session: PlansSessionRow,
  order: { id: string; planId: string; planName: string },
) {
  const target = session.callbacks.thankYouPageUrl ?? session.callbacks.postFlowUrl;
  if (target)
    return redirect(reply, withParams(target, { orderId: order.id, planId: order.planId }));
  return send(reply, 200, messagePage('Thank you', `Your plan ${order.planName} is active.`));
}

/** Declined: no order; back to the site with paymentStatus=DECLINED, else a page to try again. */
export function declined(reply: FastifyReply, session: PlansSessionRow) {
  const target = session.callbacks.postFlowUrl;
  const params = { paymentStatus: 'DECLINED', planId: session.payload.planId };
  if (target) return redirect(reply, withParams(target, params));
  return send(
    reply,
    402,
    messagePage(
      'Payment declined',
      'The payment was declined. Nothing was charged and no plan was bought.',
      {
        href: `/hosted/plans-checkout/${session.id}`,
        label: 'Try again',
      },
    ),
  );
}

/** Archived, gone or over the purchase limit: nothing bought. */
export const refusedPage = (reply: FastifyReply, session: PlansSessionRow, message: string) =>
  send(
    reply,
    409,
    messagePage('Plan not bought', `${message}. Nothing was charged.`, backToSite(session)),
  );

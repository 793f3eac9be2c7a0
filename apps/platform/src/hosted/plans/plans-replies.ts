import { CallbackErrorCode } from '@headless/contract';
import type { FastifyReply } from 'fastify';
import { messagePage } from '../bookings/checkout-view';
import { checkoutError, declinedOutcome } from '../callback';
import { PAYMENT_DECLINED } from '../form-messages';
import { endedWithError, returnOrShow, thankYou, unknownCheckoutPage } from '../store/ecom-replies';
import type { PlansSessionRow } from '../../modules/redirects/index';

/** The hosted plans checkout's answers other than the page itself: redirects and messages. */

export const notFoundPage = (reply: FastifyReply) =>
  unknownCheckoutPage(reply, 'Go back to the site and choose a plan again.');

/** Bought (or bought before with this session): the thank-you page with the order id appended. */
export function orderDone(
  reply: FastifyReply,
  session: PlansSessionRow,
  order: { id: string; planId: string; planName: string },
) {
  const params = { orderId: order.id, planId: order.planId };
  return thankYou(reply, session, params, `Your plan ${order.planName} is active.`);
}

/** Declined: no order; back to the site with paymentStatus=DECLINED, else a page to try again. */
export async function declined(reply: FastifyReply, session: PlansSessionRow) {
  const target = session.callbacks.postFlowUrl;
  const outcome = declinedOutcome({ planId: session.payload.planId });
  return returnOrShow(reply, session, target, outcome, {
    status: 402,
    html: messagePage(
      PAYMENT_DECLINED.title,
      `${PAYMENT_DECLINED.description}. Nothing was charged and no plan was bought.`,
      { href: `/hosted/plans-checkout/${session.id}`, label: 'Try again' },
    ),
  });
}

/** Archived, gone or over the purchase limit: nothing bought; the link back carries the error. */
export function refusedPage(reply: FastifyReply, session: PlansSessionRow, message: string) {
  const target = session.callbacks.planListUrl ?? session.callbacks.postFlowUrl;
  const outcome = checkoutError(CallbackErrorCode.planNotBought, message, {
    planId: session.payload.planId,
  });
  return endedWithError(reply, session, target, outcome, {
    status: 409,
    title: 'Plan not bought',
    text: `${message}. Nothing was charged.`,
    back: 'Back to the plans',
  });
}

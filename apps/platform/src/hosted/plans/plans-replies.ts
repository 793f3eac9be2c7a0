import { CallbackErrorCode } from '@headless/contract';
import type { FastifyReply } from 'fastify';
import { messagePage } from '../bookings/checkout-view';
import { cancelUrl, checkoutError, declinedOutcome } from '../callback';
import { PAYMENT_DECLINED } from '../form-messages';
import {
  endedWithError,
  redirect,
  returnOrShow,
  thankYou,
  unknownCheckoutPage,
} from '../store/ecom-replies';
import type { PlansSessionRow } from '../../modules/redirects/index';
import { loginReturnOf } from './plans-buyer';

/** The hosted plans checkout's answers other than the page itself: redirects and messages. */

export const notFoundPage = (reply: FastifyReply) =>
  unknownCheckoutPage(reply, 'Go back to the site and choose a plan again.');

/**
 * The session as its returns see it: every way back goes through the site's login callback when
 * the buyer logged in here (plans-buyer.ts `loginReturnOf`), else to the site's own URLs.
 */
async function returning(reply: FastifyReply, session: PlansSessionRow): Promise<PlansSessionRow> {
  const login = await loginReturnOf(reply.server.db, session, reply.server.clock.now());
  if (!login) return session;
  const callbacks = { thankYouPageUrl: login, postFlowUrl: login, planListUrl: login };
  return { ...session, callbacks: { ...session.callbacks, ...callbacks } };
}

/** Bought (or bought before with this session): the thank-you page with the order id appended. */
export async function orderDone(
  reply: FastifyReply,
  session: PlansSessionRow,
  order: { id: string; planId: string; planName: string },
) {
  const params = { orderId: order.id, planId: order.planId };
  const back = await returning(reply, session);
  return thankYou(reply, back, params, `Your plan ${order.planName} is active.`);
}

/** Declined: no order; back to the site with paymentStatus=DECLINED, else a page to try again. */
export async function declined(reply: FastifyReply, plansSession: PlansSessionRow) {
  const session = await returning(reply, plansSession);
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
export async function refusedPage(
  reply: FastifyReply,
  plansSession: PlansSessionRow,
  message: string,
) {
  const session = await returning(reply, plansSession);
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

/**
 * "Back to the site" after logging in on the checkout: the site's login callback with a fresh
 * code, then the checkout's CANCELED return, as the other returns carry the login.
 */
export async function backToSite(reply: FastifyReply, plansSession: PlansSessionRow) {
  const session = await returning(reply, plansSession);
  const target = cancelUrl(session.callbacks);
  return target ? redirect(reply, target) : notFoundPage(reply);
}

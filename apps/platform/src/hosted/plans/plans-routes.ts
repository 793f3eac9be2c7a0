import { z } from 'zod';
import type { App } from '../../kernel/app-type';
import { isRefusal } from '../../kernel/errors';
import { cancelUrl } from '../callback';
import { send } from '../store/ecom-replies';
import { backToSite, declined, notFoundPage, orderDone, refusedPage } from './plans-replies';
import { paymentOutcomeOf } from '../payment-choice';
import { memberCaller } from '../session-identity';
import { buyerOf, returnsLoggedIn, startBuyerLogin } from './plans-buyer';
import { plansCheckoutPage } from './plans-view';
import { MAX_ID_LENGTH } from '@headless/contract';
import { orderOfSession, purchasePlan } from '../../modules/plan-orders/index';
import { findPlan } from '../../modules/pricing-plans/index';
import { findLiveSession } from '../../modules/redirects/index';

const params = z.object({ sessionId: z.string().max(MAX_ID_LENGTH) });
const loginForm = z.looseObject({ mode: z.enum(['login', 'register']).optional() });
const ARCHIVED = 'This plan is no longer sold';

/** The session with its plan and the order it made (if any); undefined when one is gone. */
async function load(app: App, id: string) {
  const session = await findLiveSession(app.db, id, 'paidPlansCheckout', app.clock.now());
  if (!session) return undefined;
  const [plan, order, buyer] = await Promise.all([
    findPlan(app.db, session.siteId, session.payload.planId),
    orderOfSession(app.db, session.id),
    buyerOf(app, session),
  ]);
  return plan ? { session, plan, order, buyer } : undefined;
}

type Loaded = NonNullable<Awaited<ReturnType<typeof load>>>;

const pageOf = (l: Loaded) =>
  plansCheckoutPage(l.plan, {
    // After a login here, the way back issues the site's code first (`backToSite`).
    backHref: returnsLoggedIn(l.session)
      ? `/hosted/plans-checkout/${l.session.id}/back`
      : cancelUrl(l.session.callbacks),
    sessionId: l.session.id,
    buyer: l.buyer,
  });

/** The hosted plans checkout a paidPlansCheckout session's fullUrl points to (public: no token). */
export default async function hostedPlansRoutes(app: App): Promise<void> {
  const path = '/hosted/plans-checkout/:sessionId';
  app.get(path, { schema: { params, hide: true } }, async (request, reply) => {
    const l = await load(app, request.params.sessionId);
    if (!l) return notFoundPage(reply);
    if (l.order) return orderDone(reply, l.session, l.order);
    if (l.plan.archived) return refusedPage(reply, l.session, ARCHIVED);
    return send(reply, 200, pageOf(l));
  });

  app.get(`${path}/back`, { schema: { params, hide: true } }, async (request, reply) => {
    const l = await load(app, request.params.sessionId);
    if (!l) return notFoundPage(reply);
    if (l.order) return orderDone(reply, l.session, l.order);
    return backToSite(reply, l.session);
  });

  // Log in or sign up on the hosted login, then back here as the buyer (plans-buyer.ts).
  app.post(
    `${path}/login`,
    { schema: { params, body: loginForm, hide: true } },
    async (request, reply) => {
      const l = await load(app, request.params.sessionId);
      if (!l) return notFoundPage(reply);
      if (l.order) return orderDone(reply, l.session, l.order);
      return startBuyerLogin(app, reply, l.session, request.body.mode ?? 'login');
    },
  );

  app.post(path, { schema: { params, hide: true } }, async (request, reply) => {
    const l = await load(app, request.params.sessionId);
    if (!l) return notFoundPage(reply);
    if (l.order) return orderDone(reply, l.session, l.order);
    if (l.plan.archived) return refusedPage(reply, l.session, ARCHIVED);
    // Nobody has logged in on a visitor's session yet: the page asks for it again.
    if (!l.buyer) return send(reply, 403, pageOf(l));
    if (l.plan.priceMinor > 0 && paymentOutcomeOf(request.body) === 'decline')
      return declined(reply, l.session);
    const buyer = memberCaller(l.session, l.buyer.id, app.clock.now());
    const input = { planId: l.plan.id, redirectSessionId: l.session.id };
    try {
      return orderDone(reply, l.session, await purchasePlan(app.db, buyer, input));
    } catch (error) {
      if (!isRefusal(error)) throw error;
      return refusedPage(reply, l.session, error.description);
    }
  });
}

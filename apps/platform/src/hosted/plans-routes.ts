import { z } from 'zod';
import type { App } from '../app';
import { DomainError } from '../errors';
import { orderOfSession, purchasePlan } from '../modules/plan-orders/purchase';
import { findPlan } from '../modules/pricing-plans/plan-store';
import { findLiveSession } from '../modules/redirects/store';
import { cancelUrl } from './callback';
import { send } from './ecom-replies';
import { declined, notFoundPage, orderDone, refusedPage } from './plans-replies';
import { paymentOutcomeOf } from './payment-choice';
import { plansCheckoutPage } from './plans-view';
import { MAX_ID_LENGTH } from '@headless/contract';

const params = z.object({ sessionId: z.string().max(MAX_ID_LENGTH) });
const ARCHIVED = 'This plan is no longer sold';

/** The session with its plan and the order it made (if any); undefined when one is gone. */
async function load(app: App, id: string) {
  const session = await findLiveSession(app.db, id, 'paidPlansCheckout');
  if (!session) return undefined;
  const [plan, order] = await Promise.all([
    findPlan(app.db, session.siteId, session.payload.planId),
    orderOfSession(app.db, session.id),
  ]);
  return plan ? { session, plan, order } : undefined;
}

/** The hosted plans checkout a paidPlansCheckout session's fullUrl points to (public: no token). */
export default async function hostedPlansRoutes(app: App): Promise<void> {
  const path = '/hosted/plans-checkout/:sessionId';
  app.get(path, { schema: { params, hide: true } }, async (request, reply) => {
    const l = await load(app, request.params.sessionId);
    if (!l) return notFoundPage(reply);
    if (l.order) return orderDone(reply, l.session, l.order);
    if (l.plan.archived) return refusedPage(reply, l.session, ARCHIVED);
    return send(reply, 200, plansCheckoutPage(l.plan, cancelUrl(l.session.callbacks)));
  });

  app.post(path, { schema: { params, hide: true } }, async (request, reply) => {
    const l = await load(app, request.params.sessionId);
    if (!l) return notFoundPage(reply);
    if (l.order) return orderDone(reply, l.session, l.order);
    if (l.plan.archived) return refusedPage(reply, l.session, ARCHIVED);
    if (l.plan.priceMinor > 0 && paymentOutcomeOf(request.body) === 'decline')
      return declined(reply, l.session);
    const input = {
      siteId: l.session.siteId,
      // The page acts as the member who created the session (redirects/plans-checkout.ts).
      memberId: l.session.createdById,
      planId: l.plan.id,
      redirectSessionId: l.session.id,
    };
    try {
      return orderDone(reply, l.session, await purchasePlan(app.db, input, app.clock.now()));
    } catch (error) {
      if (!(error instanceof DomainError) || error.status >= 500) throw error;
      return refusedPage(reply, l.session, error.description);
    }
  });
}

import type { CreateRedirectSessionRequest } from '@headless/contract';
import { missingFields, requirePremium, startSession, type OpenCheckout } from './service';
import { assertUnderLimit } from '../plan-orders';
import { assertBuyable, requirePlan } from '../pricing-plans';
import { readAuthRequest, readCallbacks, type RawAuthRequest } from '../oauth';
import type { Caller } from '../../kernel/caller';
import type { Db } from '../../db/client';

function readPlanId(request: CreateRedirectSessionRequest): string {
  const planId = request.paidPlansCheckout?.planId;
  if (typeof planId === 'string' && planId.trim()) return planId.trim();
  return missingFields(['paidPlansCheckout.planId']);
}

/**
 * `paidPlansCheckout.authRequest` (this platform's addition, docs/protocol.md §3.7): a visitor's
 * checkout may name the authorization request the site's own login would send (client, redirect
 * URI, state, PKCE challenge). A buyer who logs in or signs up on the checkout then comes back
 * with a code for it, as from the hosted login, so the site logs them in too. Checked now, as the
 * `auth` intent's request is.
 */
async function readBuyerAuthRequest(db: Db, caller: Caller, request: CreateRedirectSessionRequest) {
  const raw = request.paidPlansCheckout?.authRequest as RawAuthRequest | undefined;
  if (raw === undefined || caller.identity.type === 'MEMBER') return undefined;
  const at = 'paidPlansCheckout.authRequest.';
  return (await readAuthRequest(db, raw, caller.siteId, at)).request;
}

/**
 * paidPlansCheckout {planId} (docs/protocol.md §3.7): an unarchived plan bought on the hosted plans
 * checkout; a paid plan needs a premium site. A member buys as themself (their purchase limit is
 * checked now and again on purchase); with visitor tokens the hosted checkout asks the buyer to
 * log in or sign up first (hosted/plans-buyer.ts), as the real platform's does.
 */
export const createPlansCheckout: OpenCheckout = async (db, caller, request, origin) => {
  const planId = readPlanId(request);
  const callbacks = await readCallbacks(db, caller, request.callbacks);
  const plan = assertBuyable(await requirePlan(db, caller.siteId, planId));
  if (caller.identity.type === 'MEMBER') await assertUnderLimit(db, plan, caller.identity.id);
  if (plan.priceMinor > 0)
    await requirePremium(db, caller.siteId, 'Checkout of a paid plan needs a premium site');
  const authRequest = await readBuyerAuthRequest(db, caller, request);
  const payload = { planId: plan.id, ...(authRequest && { authRequest }) };
  const session = { caller, callbacks, intent: 'paidPlansCheckout', payload } as const;
  return startSession(db, session, 'plans-checkout', origin);
};

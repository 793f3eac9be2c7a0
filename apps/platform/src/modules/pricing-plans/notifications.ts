import { entityEventRecorder } from '../../outbox/record';

export const PLAN_FQDN = 'wix.pricing_plans.v2.plan';

/**
 * Records a plan's event (the real platform's webhooks) in the caller's transaction, so the change
 * and its event commit together. Created/updated carry the plan itself; archived and
 * buyer_can_cancel_updated `{plan}`.
 */
export const recordPlanEvent = entityEventRecorder(PLAN_FQDN, 'plan');

/** Plans V3's delete (`wix.pricing_plans.v3.plan_deleted`), carrying the plan as V3 shows it. */
export const recordPlanV3Event = entityEventRecorder('wix.pricing_plans.v3.plan', 'plan');

// Pricing plans for the contract tests: an owner client with an API key, seeded and new plans.
import { randomUUID } from 'node:crypto';
import { planOrders, plans } from '@headless/sdk/pricing-plans';
import type { PlanInput } from '@headless/sdk/pricing-plans';
import { fileOwner } from './owner-key';

export const { createOwnerKey, hasOwnerKey, owner } = fileOwner({ plans, planOrders });

/** A seeded plan's id, by its slug (the owner sees hidden ones too). */
export async function seededPlanId(slug: string): Promise<string> {
  const { plans: all } = await owner().plans.listPlans({ archived: 'ARCHIVED_AND_ACTIVE' });
  const plan = all.find((p) => p.slug === slug);
  if (!plan) throw new Error(`the demo site has no plan ${slug}`);
  return plan.id;
}

export const unique = () => randomUUID().slice(0, 8);
export const freePlan = (name: string): PlanInput => ({
  name,
  pricing: { singlePaymentUnlimited: true, price: { value: '0', currency: 'USD' } },
  perks: { values: ['Newsletter'] },
});

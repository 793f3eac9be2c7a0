import type {
  ItemIdentifier,
  ListPlansByItemIdentifierRequest,
  PlanBenefit as PlanBenefitWire,
} from '@headless/contract';
import type { SdkModule } from '../../core/module';
import { fromWire } from '../../core/transforms';
import { planV3Transform, type PlanV3 } from './plans-v3-types';

export type { ItemIdentifier };

/** A plan that covers the item, with the benefit that covers it (dates as `Date`). */
export interface PlanBenefit {
  planInfo: { plan: PlanV3 };
  benefitInfo: PlanBenefitWire['benefitInfo'];
}

export interface ListPlansByItemIdentifierOptions {
  /** When the item will be used (default: now): plans must be able to be in force then. */
  targetDate?: Date;
  /** How many items the benefit's credits must pay for (at least 1). */
  count?: number;
  additionalData?: Record<string, unknown>;
}

/**
 * Plan Benefits (`@wix/pricing-plans` `planBenefits`, docs/protocol.md §2.7): the public plans a
 * customer can buy now that cover an item, such as a Bookings class (`externalId` the service's
 * id, `providerAppId` the Bookings app's).
 */
export interface PlanBenefitsApi {
  /**
   * `POST /pricing-plan-benefits/v3/plan-benefits/list-plans-by-item-identifier` → the plans,
   * once per benefit that covers the item (a plan can appear twice).
   */
  listPlansByItemIdentifier(
    itemIdentifier: ItemIdentifier,
    options?: ListPlansByItemIdentifierOptions,
  ): Promise<{ planBenefits: PlanBenefit[] }>;
}

const PATH = '/pricing-plan-benefits/v3/plan-benefits/list-plans-by-item-identifier';

export const planBenefits: SdkModule<PlanBenefitsApi> = {
  create: (ctx) => ({
    async listPlansByItemIdentifier(itemIdentifier, options = {}) {
      const { targetDate, ...rest } = options;
      const data: ListPlansByItemIdentifierRequest = {
        itemIdentifier,
        ...rest,
        ...(targetDate ? { targetDate: targetDate.toISOString() } : {}),
      };
      const { planBenefits = [] } = await ctx.request<{ planBenefits?: PlanBenefitWire[] }>({
        method: 'POST',
        path: PATH,
        data,
        idempotent: true,
      });
      return {
        planBenefits: planBenefits.map((b) => ({
          ...b,
          planInfo: { plan: fromWire(planV3Transform, b.planInfo.plan) },
        })),
      };
    },
  }),
};

import type { SdkModule } from '../../core/module';
import { QueryBuilder } from '../../core/query-builder';
import { fromWire } from '../../core/transforms';
import {
  planTransform,
  type ListPublicPlansOptions,
  type ListPublicPlansResponse,
  type PublicPlan,
  type PublicPlanField,
  type PublicPlanWire,
} from './plan-types';
import { planOwnerCalls, type PlanOwnerApi } from './plans-owner';
import { getListPage } from './reads';

const PATH = '/pricing-plans/v2/plans/public';

/** Public reads for anyone; `PlanOwnerApi`'s calls need the site owner (an API key). */
export interface PlansApi extends PlanOwnerApi {
  /** `POST /pricing-plans/v2/plans/public/query` → `{ plans, pagingMetadata }`. */
  queryPublicPlans(): QueryBuilder<PublicPlan, PublicPlanField>;
  /** `GET /pricing-plans/v2/plans/public?limit&offset&planIds` → `{ plans, pagingMetadata }`. */
  listPublicPlans(options?: ListPublicPlansOptions): Promise<ListPublicPlansResponse>;
}

const toPlan = (wire: PublicPlanWire): PublicPlan => fromWire(planTransform, wire);

export const plans: SdkModule<PlansApi> = {
  create: (ctx) => ({
    ...planOwnerCalls(ctx),
    queryPublicPlans: () =>
      new QueryBuilder(ctx, { path: `${PATH}/query`, resultKey: 'plans', fromWire: toPlan }),
    async listPublicPlans(options = {}) {
      const fields = ['limit', 'offset', 'planIds'];
      const response = await getListPage<{ plans?: PublicPlanWire[] }>(ctx, PATH, options, fields);
      return { ...response, plans: (response.plans ?? []).map(toPlan) };
    },
  }),
};

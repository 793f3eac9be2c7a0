import type { SdkModule } from '../../core/module';
import { fromWire } from '../../core/transforms';
import {
  planV3Transform,
  type CountPlansOptions,
  type CursorQuery,
  type ListPublicPlansV3Options,
  type PlanSearch,
  type PlanV3,
  type PlanV3Input,
  type PlanV3Wire,
  type PlansV3Page,
  type UpdatePlanV3Input,
} from './plans-v3-types';

const PATH = '/pricing-plans/v3/plans';

/**
 * Plans V3 (`@wix/pricing-plans` `plansV3`, docs/protocol.md §2.7): reads for anyone (visitors
 * and members see public plans still sold), and the owner's create, update, archive and delete
 * (an API key). The retired v2 calls stay in `plans`.
 */
export interface PlansV3Api {
  /** `GET /pricing-plans/v3/plans/query?.r=` → `{ plans, pagingMetadata }` (cursor paging). */
  queryPlans(query?: CursorQuery): Promise<PlansV3Page>;
  /** The public plans still sold, oldest first: `queryPlans` filtered to them. */
  listPublicPlans(options?: ListPublicPlansV3Options): Promise<PlansV3Page>;
  /** `GET /pricing-plans/v3/plans/search?.r=`: `queryPlans` plus free text over names. */
  searchPlans(search?: PlanSearch): Promise<PlansV3Page>;
  /** `POST /pricing-plans/v3/plans/count` → the number of plans matching the filter. */
  countPlans(options?: CountPlansOptions): Promise<number>;
  /** `GET /pricing-plans/v3/plans/{planId}` → the plan (unwrapped). */
  getPlan(planId: string): Promise<PlanV3>;
  /** `POST /pricing-plans/v3/plans` (owner) → the created plan. */
  createPlan(plan: PlanV3Input): Promise<PlanV3>;
  /** `PATCH /pricing-plans/v3/plans/{planId}` (owner): the fields sent, at `plan.revision`. */
  updatePlan(planId: string, plan: UpdatePlanV3Input): Promise<PlanV3>;
  /** The owner stops a plan selling (`updatePlan` with `buyable: false`); it cannot sell again. */
  archivePlan(planId: string, revision: string): Promise<PlanV3>;
  /** `DELETE /pricing-plans/v3/plans/{planId}` (owner); a plan with orders is kept (428). */
  deletePlan(planId: string): Promise<void>;
}

const toPlan = (wire: PlanV3Wire): PlanV3 => fromWire(planV3Transform, wire);
const toPage = (page: { plans?: PlanV3Wire[]; pagingMetadata: PlansV3Page['pagingMetadata'] }) => ({
  ...page,
  plans: (page.plans ?? []).map(toPlan),
});
type WirePage = Parameters<typeof toPage>[0];

export const plansV3: SdkModule<PlansV3Api> = {
  create: (ctx) => {
    const read = async (at: 'query' | 'search', data: Record<string, unknown>) =>
      toPage(
        await ctx.request<WirePage>({ method: 'GET', path: `${PATH}/${at}`, data, dotR: true }),
      );
    const queryPlans = (query: CursorQuery = {}) => read('query', { query });
    const updatePlan = async (planId: string, plan: UpdatePlanV3Input) => {
      const { plan: updated } = await ctx.request<{ plan: PlanV3Wire }>({
        method: 'PATCH',
        path: `${PATH}/{planId}`,
        pathParams: { planId },
        data: { plan: { ...plan, id: planId } },
      });
      return toPlan(updated);
    };
    return {
      queryPlans,
      // A cursor carries the filter it was made with (docs/protocol.md §4.1): sent alone.
      listPublicPlans: ({ limit, cursor } = {}) =>
        queryPlans({
          ...(cursor ? {} : { filter: { visibility: 'PUBLIC', buyable: true } }),
          cursorPaging: {
            ...(limit !== undefined ? { limit } : {}),
            ...(cursor ? { cursor } : {}),
          },
        }),
      searchPlans: (search = {}) => read('search', { search }),
      async countPlans(options = {}) {
        const data = { ...options };
        const { count } = await ctx.request<{ count: number }>({
          method: 'POST',
          path: `${PATH}/count`,
          data,
          idempotent: true,
        });
        return count;
      },
      async getPlan(planId) {
        const { plan } = await ctx.request<{ plan: PlanV3Wire }>({
          method: 'GET',
          path: `${PATH}/{planId}`,
          pathParams: { planId },
        });
        return toPlan(plan);
      },
      async createPlan(plan) {
        const { plan: created } = await ctx.request<{ plan: PlanV3Wire }>({
          method: 'POST',
          path: PATH,
          data: { plan },
        });
        return toPlan(created);
      },
      updatePlan,
      archivePlan: (planId, revision) => updatePlan(planId, { revision, buyable: false }),
      async deletePlan(planId) {
        await ctx.request({ method: 'DELETE', path: `${PATH}/{planId}`, pathParams: { planId } });
      },
    };
  },
};

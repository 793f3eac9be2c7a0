import type { RequestContext } from '../../core/http-client';
import { fromWire } from '../../core/transforms';
import {
  planTransform,
  type ListPlansOptions,
  type ListPlansResponse,
  type Plan,
  type PlanInput,
  type PlanWire,
} from './plan-types';
import { getById, getListPage } from './reads';

const PATH = '/pricing-plans/v2/plans';

/**
 * Reads and writes of every plan, public or hidden: the site owner's calls (docs/protocol.md §2.7).
 */
export interface PlanOwnerApi {
  /** `GET /pricing-plans/v2/plans/{id}?id=` → plan (unwrapped). */
  getPlan(id: string): Promise<Plan>;
  /** `GET /pricing-plans/v2/plans?archived&public&limit&offset&planIds` → `{ plans, pagingMetadata }`. */
  listPlans(options?: ListPlansOptions): Promise<ListPlansResponse>;
  /** `GET /pricing-plans/v2/plans/stats` → `{ totalPlans }`. */
  getPlanStats(): Promise<{ totalPlans: number }>;
  /** `POST /pricing-plans/v2/plans {plan}` → plan (unwrapped). */
  createPlan(plan: PlanInput): Promise<Plan>;
  /** `PATCH /pricing-plans/v2/plans/{id} {plan:{…, id}, fieldMask?: "a,b"}` → plan (unwrapped). */
  updatePlan(
    id: string,
    plan: Partial<PlanInput>,
    options?: { fieldMask?: string[] },
  ): Promise<Plan>;
  /** `PUT /pricing-plans/v2/plans/{id}/visibility {id, visible}` → `{ plan }`. */
  setPlanVisibility(id: string, visible: boolean): Promise<{ plan: Plan }>;
  /** `POST /pricing-plans/v2/plans/{id}/make-primary {id}` → `{ plan }`. */
  makePlanPrimary(id: string): Promise<{ plan: Plan }>;
  /** `POST /pricing-plans/v2/plans/clear-primary {}` → `{}`. */
  clearPrimary(): Promise<void>;
  /** `POST /pricing-plans/v2/plans/{id}/archive {id}` → `{ plan }`. */
  archivePlan(id: string): Promise<{ plan: Plan }>;
}

const toPlan = (wire: PlanWire): Plan => fromWire(planTransform, wire);

export function planOwnerCalls(ctx: RequestContext): PlanOwnerApi {
  const planAction = async (
    method: 'POST' | 'PUT',
    action: string,
    id: string,
    data: Record<string, unknown> = {},
  ) => {
    const { plan } = await ctx.request<{ plan: PlanWire }>({
      method,
      path: `${PATH}/{id}/${action}`,
      pathParams: { id },
      data: { id, ...data },
    });
    return { plan: toPlan(plan) };
  };
  return {
    async getPlan(id) {
      const { plan } = await getById<{ plan: PlanWire }>(ctx, PATH, id);
      return toPlan(plan);
    },
    async listPlans(options = {}) {
      const fields = ['archived', 'public', 'limit', 'offset', 'planIds'];
      const response = await getListPage<{ plans?: PlanWire[] }>(ctx, PATH, options, fields);
      return { ...response, plans: (response.plans ?? []).map(toPlan) };
    },
    getPlanStats: () => ctx.request({ method: 'GET', path: `${PATH}/stats` }),
    async createPlan(plan) {
      const response = await ctx.request<{ plan: PlanWire }>({
        method: 'POST',
        path: PATH,
        data: { plan },
      });
      return toPlan(response.plan);
    },
    async updatePlan(id, plan, options = {}) {
      const fieldMask = options.fieldMask?.length ? options.fieldMask.join(',') : undefined;
      const response = await ctx.request<{ plan: PlanWire }>({
        method: 'PATCH',
        path: `${PATH}/{id}`,
        pathParams: { id },
        data: { plan: { ...plan, id }, fieldMask },
        fieldMap: { fieldMask: 'options.fieldMask' },
      });
      return toPlan(response.plan);
    },
    setPlanVisibility: (id, visible) => planAction('PUT', 'visibility', id, { visible }),
    makePlanPrimary: (id) => planAction('POST', 'make-primary', id),
    async clearPrimary() {
      await ctx.request({ method: 'POST', path: `${PATH}/clear-primary`, data: {} });
    },
    archivePlan: (id) => planAction('POST', 'archive', id),
  };
}

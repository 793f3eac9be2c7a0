import type { SdkModule } from '../../core/module';
import { fromWire } from '../../core/transforms';
import {
  planOrderTransform,
  type CancellationEffectiveAt,
  type ListMyOrdersOptions,
  type ListMyOrdersResponse,
  type PlanOrder,
  type PlanOrderWire,
} from './order-types';
import { getById, getListPage } from './reads';

const PATH = '/pricing-plans/v2/member/orders';

/** The logged-in member's own plan orders; a visitor gets 403. Orders are bought via `paidPlansCheckout`. */
export interface PlanOrdersApi {
  /** `GET /pricing-plans/v2/member/orders?planIds&orderStatuses&paymentStatuses&limit&offset…`. */
  memberListOrders(options?: ListMyOrdersOptions): Promise<ListMyOrdersResponse>;
  /** `GET /pricing-plans/v2/member/orders/{id}?id=` → order (unwrapped). */
  memberGetOrder(id: string): Promise<PlanOrder>;
  /** `POST /pricing-plans/v2/member/orders/{id}/cancel {id, effectiveAt}` → `{}`. */
  requestCancellation(id: string, effectiveAt: CancellationEffectiveAt): Promise<void>;
}

const toOrder = (wire: PlanOrderWire): PlanOrder => fromWire(planOrderTransform, wire);

export const planOrders: SdkModule<PlanOrdersApi> = {
  create: (ctx) => ({
    async memberListOrders(options = {}) {
      const fields = Object.keys(options);
      const response = await getListPage<{ orders?: PlanOrderWire[] }>(ctx, PATH, options, fields);
      return { ...response, orders: (response.orders ?? []).map(toOrder) };
    },
    async memberGetOrder(id) {
      const { order } = await getById<{ order: PlanOrderWire }>(ctx, PATH, id);
      return toOrder(order);
    },
    async requestCancellation(id, effectiveAt) {
      await ctx.request({
        method: 'POST',
        path: `${PATH}/{id}/cancel`,
        pathParams: { id },
        data: { id, effectiveAt },
      });
    },
  }),
};

/** The official module's name; `planOrders` reads better beside `/ecom`'s and `/events`' `orders`. */
export const orders = planOrders;

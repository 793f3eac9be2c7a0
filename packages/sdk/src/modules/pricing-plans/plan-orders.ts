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

/** The logged-in member's own plan orders; a visitor gets 403. Paid orders are bought via `paidPlansCheckout`. */
export interface PlanOrdersApi {
  /** `GET /pricing-plans/v2/member/orders?planIds&orderStatuses&paymentStatuses&limit&offset…`. */
  memberListOrders(options?: ListMyOrdersOptions): Promise<ListMyOrdersResponse>;
  /** `GET /pricing-plans/v2/member/orders/{id}?id=` → order (unwrapped). */
  memberGetOrder(id: string): Promise<PlanOrder>;
  /** `POST /pricing-plans/v2/member/orders/{id}/cancel {id, effectiveAt}` → `{}`. */
  requestCancellation(id: string, effectiveAt: CancellationEffectiveAt): Promise<void>;
  /**
   * `POST /pricing-plans/v2/checkout/orders/online {planId, startDate?}` → the order (unwrapped):
   * a free plan's starts at once; a paid plan's is a `DRAFT` until paid (pay on the hosted
   * checkout, `paidPlansCheckout`). An owner's client names the member in `onBehalf`.
   */
  createOnlineOrder(planId: string, options?: CreateOnlineOrderOptions): Promise<PlanOrder>;
}

export interface CreateOnlineOrderOptions {
  startDate?: Date;
  onBehalf?: { memberId: string };
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
    async createOnlineOrder(planId, options = {}) {
      const { order } = await ctx.request<{ order: PlanOrderWire }>({
        method: 'POST',
        path: '/pricing-plans/v2/checkout/orders/online',
        data: { planId, ...options },
      });
      return toOrder(order);
    },
  }),
};

/** The official module's name; `planOrders` reads better beside `/ecom`'s and `/events`' `orders`. */
export const orders = planOrders;

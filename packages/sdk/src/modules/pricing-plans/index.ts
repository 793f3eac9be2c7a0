export { plans } from './plans';
export type { PlansApi } from './plans';
export type { PlanOwnerApi } from './plans-owner';
export { planOrders, orders } from './plan-orders';
export type { PlanOrdersApi } from './plan-orders';
export { planTransform } from './plan-types';
export type {
  ArchivedFilter,
  ListPlansOptions,
  ListPlansResponse,
  ListPublicPlansOptions,
  ListPublicPlansResponse,
  Plan,
  PlanInput,
  PlanWire,
  PublicFilter,
  PublicPlan,
  PublicPlanField,
  PublicPlanWire,
} from './plan-types';
export { planOrderTransform } from './order-types';
export type {
  CancellationCause,
  CancellationEffectiveAt,
  ListMyOrdersOptions,
  ListMyOrdersResponse,
  PlanOrder,
  PlanOrderCycle,
  PlanOrderStatus,
  PlanOrderWire,
  PlanPaymentStatus,
} from './order-types';

export { plans } from './plans';
export type { PlansApi } from './plans';
export type { PlanOwnerApi } from './plans-owner';
export { plansV3 } from './plans-v3';
export type { PlansV3Api } from './plans-v3';
export { planV3Transform } from './plans-v3-types';
export type {
  CountPlansOptions,
  ListPublicPlansV3Options,
  PlanSearch,
  PlanV3,
  PlanV3Input,
  PlanV3Wire,
  PlansV3Page,
  UpdatePlanV3Input,
} from './plans-v3-types';
export { planBenefits } from './plan-benefits';
export type {
  ItemIdentifier,
  ListPlansByItemIdentifierOptions,
  PlanBenefit,
  PlanBenefitsApi,
} from './plan-benefits';
export { planOrders, orders } from './plan-orders';
export type { CreateOnlineOrderOptions, PlanOrdersApi } from './plan-orders';
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

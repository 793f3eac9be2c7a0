export { plans } from './plans';
export type { PlansApi } from './plans';
export { planTransform } from './plan-types';
export type {
  ListPublicPlansOptions,
  ListPublicPlansResponse,
  PublicPlan,
  PublicPlanField,
  PublicPlanWire,
} from './plan-types';

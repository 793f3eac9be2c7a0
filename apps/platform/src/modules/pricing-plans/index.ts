/** What the rest of the platform may use of this module (modules/README.md). */
export { assertBuyable, findPlan, requirePlan } from './plan-store';
export { default as pricingPlansRoutes } from './routes';
export { pricingToWire } from './to-wire';
export type { PlanRow } from './to-wire';
export { planV3ToWire } from './wire/plan-v3';

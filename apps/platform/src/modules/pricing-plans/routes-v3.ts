import {
  PlanV3IdParams,
  PlanV3Response,
  QueryPlansV3Request,
  QueryPlansV3Response,
} from '@headless/contract';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { complexGetRoute } from '../../http/complex-get';
import { getPlanV3, queryPlansV3 } from './reads-v3';

// The SDK's `plansV3` module sends these under www.wixapis.com's `/pricing-plans/v3`.
const PLANS_V3 = '/pricing-plans/v3/plans';

/** Plans V3's reads (docs/protocol.md §2.7), over the same plans as v2's routes. */
export function planV3ReadRoutes(app: App): void {
  complexGetRoute(app, {
    paths: [`${PLANS_V3}/query`],
    request: QueryPlansV3Request,
    response: QueryPlansV3Response,
    handler: ({ caller }, input) => queryPlansV3(app.db, caller, input.query),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: [`${PLANS_V3}/:planId`],
    schema: { params: PlanV3IdParams, response: { 200: PlanV3Response } },
    handler: async ({ caller, params }) => ({
      plan: await getPlanV3(app.db, caller, params.planId),
    }),
  });
}

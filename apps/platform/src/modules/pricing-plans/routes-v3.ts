import {
  CreatePlanV3Request,
  PlanV3IdParams,
  PlanV3Response,
  QueryPlansV3Request,
  QueryPlansV3Response,
} from '@headless/contract';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { complexGetRoute } from '../../http/complex-get';
import { ownerOnly } from '../../http/require-owner';
import { getPlanV3, queryPlansV3 } from './reads-v3';
import { createPlanV3 } from './writes-v3';

// The SDK's `plansV3` module sends these under www.wixapis.com's `/pricing-plans/v3`.
const PLANS_V3 = '/pricing-plans/v3/plans';

/** Plans V3's reads and the owner's create (docs/protocol.md §2.7), over v2's plans. */
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
  routeWithAliases(app, {
    method: 'POST',
    paths: [PLANS_V3],
    preValidation: ownerOnly,
    schema: { body: CreatePlanV3Request, response: { 200: PlanV3Response } },
    handler: async ({ caller, body }) => ({
      plan: await createPlanV3(app.db, caller, body.plan),
    }),
  });
}

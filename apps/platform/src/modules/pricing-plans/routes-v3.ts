import {
  CountPlansV3Request,
  CountPlansV3Response,
  CreatePlanV3Request,
  PlanV3IdParams,
  PlanV3Response,
  QueryPlansV3Request,
  QueryPlansV3Response,
  SearchPlansV3Request,
  SearchPlansV3Response,
  UpdatePlanV3Request,
} from '@headless/contract';
import { z } from 'zod';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { complexGetRoute } from '../../http/complex-get';
import { ownerOnly } from '../../http/require-owner';
import { sameId } from '../../http/same-id';
import { countPlansV3, getPlanV3, queryPlansV3, searchPlansV3 } from './reads-v3';
import { deletePlanV3, updatePlanV3 } from './update-v3';
import { createPlanV3 } from './writes-v3';

// The SDK's `plansV3` module sends these under www.wixapis.com's `/pricing-plans/v3`.
const PLANS_V3 = '/pricing-plans/v3/plans';

/**
 * Plans V3 (docs/protocol.md §2.7), over v2's plans: reads for everyone (`query`, `search` and
 * `count` are literal segments, tried before `/{planId}`), and the owner's writes.
 */
export function planV3Routes(app: App): void {
  complexGetRoute(app, {
    paths: [`${PLANS_V3}/query`],
    request: QueryPlansV3Request,
    response: QueryPlansV3Response,
    handler: ({ caller }, input) => queryPlansV3(app.db, caller, input.query),
  });
  complexGetRoute(app, {
    paths: [`${PLANS_V3}/search`],
    request: SearchPlansV3Request,
    response: SearchPlansV3Response,
    handler: ({ caller }, input) => searchPlansV3(app.db, caller, input.search),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: [`${PLANS_V3}/count`],
    schema: { body: CountPlansV3Request, response: { 200: CountPlansV3Response } },
    handler: ({ caller, body }) => countPlansV3(app.db, caller, body),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: [`${PLANS_V3}/:planId`],
    schema: { params: PlanV3IdParams, response: { 200: PlanV3Response } },
    handler: async ({ caller, params }) => ({
      plan: await getPlanV3(app.db, caller, params.planId),
    }),
  });
  planV3OwnerRoutes(app);
}

/** The owner's create, update and delete (lone owner routes: 403 before 400). */
function planV3OwnerRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'POST',
    paths: [PLANS_V3],
    preValidation: ownerOnly,
    schema: { body: CreatePlanV3Request, response: { 200: PlanV3Response } },
    handler: async ({ caller, body }) => ({
      plan: await createPlanV3(app.db, caller, body.plan),
    }),
  });
  routeWithAliases(app, {
    method: 'PATCH',
    paths: [`${PLANS_V3}/:planId`],
    preValidation: ownerOnly,
    schema: {
      params: PlanV3IdParams,
      body: UpdatePlanV3Request,
      response: { 200: PlanV3Response },
    },
    handler: async ({ caller, params, body }) => {
      sameId(params.planId, body.plan.id, 'plan.id');
      return { plan: await updatePlanV3(app.db, caller, params.planId, body.plan) };
    },
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: [`${PLANS_V3}/:planId`],
    preValidation: ownerOnly,
    schema: { params: PlanV3IdParams, response: { 200: z.object({}) } },
    handler: async ({ caller, params }) => {
      await deletePlanV3(app.db, caller, params.planId);
      return {};
    },
  });
}

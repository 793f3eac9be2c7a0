import {
  CreatePlanRequest,
  ListPlansQuery,
  PlanIdBody,
  PlanIdParams,
  PlanResponse,
  PlansResponse,
  PlanStatsResponse,
  SetPlanVisibilityRequest,
  UpdatePlanRequest,
} from '@headless/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { listPlans, planStats } from './owner-reads';
import { clearPrimary, makePlanPrimary } from './primary';
import { archivePlan, createPlan, setPlanVisibility, updatePlan } from './writes';
import { sameId } from '../../http/same-id';

const PLANS = '/pricing-plans/v2/plans';

/**
 * The owner's plan calls (docs/protocol.md §2.7): an API key of the site, as `ownerScope` guards
 * them.
 */
export function ownerPlanRoutes(app: App): void {
  const site = (request: FastifyRequest) => request.caller.siteId;
  routeWithAliases(app, {
    method: 'GET',
    paths: [PLANS],
    schema: { querystring: ListPlansQuery, response: { 200: PlansResponse } },
    handler: (request) => listPlans(app.db, site(request), request.query),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: [`${PLANS}/stats`],
    schema: { response: { 200: PlanStatsResponse } },
    handler: (request) => planStats(app.db, site(request)),
  });
  ownerWriteRoutes(app);
}

function ownerWriteRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'POST',
    paths: [PLANS],
    schema: { body: CreatePlanRequest, response: { 200: PlanResponse } },
    handler: async (request) => ({ plan: await createPlan(app.db, request.caller, request.body) }),
  });
  routeWithAliases(app, {
    method: 'PATCH',
    paths: [`${PLANS}/:id`],
    schema: { params: PlanIdParams, body: UpdatePlanRequest, response: { 200: PlanResponse } },
    handler: async (request) => {
      const { id } = request.params;
      sameId(id, request.body.plan.id, 'plan.id');
      return { plan: await updatePlan(app.db, request.caller, id, request.body) };
    },
  });
  routeWithAliases(app, {
    method: 'PUT',
    paths: [`${PLANS}/:id/visibility`],
    schema: {
      params: PlanIdParams,
      body: SetPlanVisibilityRequest,
      response: { 200: PlanResponse },
    },
    handler: async (request) => {
      const { id } = request.params;
      sameId(id, request.body.id, 'id');
      return { plan: await setPlanVisibility(app.db, request.caller, id, request.body.visible) };
    },
  });
  idRoute(app, 'make-primary', (request, id) => makePlanPrimary(app.db, request.caller, id));
  idRoute(app, 'archive', (request, id) => archivePlan(app.db, request.caller, id));
  routeWithAliases(app, {
    method: 'POST',
    paths: [`${PLANS}/clear-primary`],
    schema: { body: z.object({}).optional(), response: { 200: z.object({}) } },
    handler: async (request) => {
      await clearPrimary(app.db, request.caller);
      return {};
    },
  });
}

/** `POST /pricing-plans/v2/plans/{id}/<action>` with `{id}` → `{plan}`. */
function idRoute(
  app: App,
  action: string,
  run: (request: FastifyRequest, id: string) => Promise<z.infer<typeof PlanResponse>['plan']>,
) {
  routeWithAliases(app, {
    method: 'POST',
    paths: [`${PLANS}/:id/${action}`],
    schema: { params: PlanIdParams, body: PlanIdBody, response: { 200: PlanResponse } },
    handler: async (request) => {
      sameId(request.params.id, request.body?.id, 'id');
      return { plan: await run(request, request.params.id) };
    },
  });
}

import {
  ListPublicPlansQuery,
  PlanIdParams,
  PlanResponse,
  PublicPlansResponse,
  QueryPublicPlansRequest,
} from '@headless/contract';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { guardApp } from '../../http/require-app';
import { getPlan } from './owner-reads';
import { ownerPlanRoutes } from './routes-owner';
import { planV3Routes } from './routes-v3';
import { ownerScope } from '../../http/require-owner';
import { listPublicPlans, queryPublicPlans } from './service';

/** Pricing plans v2 and V3 (docs/protocol.md §2.7): public reads, get, and the owner's calls. */
export default async function pricingPlansRoutes(app: App): Promise<void> {
  guardApp(app, 'pricing-plans');

  routeWithAliases(app, {
    method: 'GET',
    paths: ['/pricing-plans/v2/plans/public'],
    schema: { querystring: ListPublicPlansQuery, response: { 200: PublicPlansResponse } },
    handler: (request) => listPublicPlans(app.db, request.caller.siteId, request.query),
  });

  routeWithAliases(app, {
    method: 'POST',
    paths: ['/pricing-plans/v2/plans/public/query'],
    schema: { body: QueryPublicPlansRequest, response: { 200: PublicPlansResponse } },
    handler: (request) => queryPublicPlans(app.db, request.caller.siteId, request.body),
  });

  routeWithAliases(app, {
    method: 'GET',
    paths: ['/pricing-plans/v2/plans/:id'],
    schema: { params: PlanIdParams, response: { 200: PlanResponse } },
    handler: async (request) => ({
      plan: await getPlan(app.db, request.caller, request.params.id),
    }),
  });

  planV3Routes(app);

  await ownerScope(app, ownerPlanRoutes);
}

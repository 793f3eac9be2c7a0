import {
  CancelPlanOrderRequest,
  CreateOnlineOrderRequest,
  OnlineOrderPreviewRequest,
  OnlineOrderPreviewResponse,
  PricePreviewRequest,
  PricePreviewResponse,
  ListMemberPlanOrdersQuery,
  ListPlanOrdersQuery,
  PlanIdParams,
  PlanOrderResponse,
  PlanOrdersResponse,
  MAX_ID_LENGTH,
} from '@headless/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { guardApp } from '../../http/require-app';
import { requireMember } from '../../http/require-member';
import { ownerOnly, ownerScope } from '../../http/require-owner';
import { cancelOrder } from './owner/cancel';
import { orderActionRoute, ownerOrderRoutes } from './owner/routes-owner';
import { pauseOrResume } from './owner/pause';
import { getOrder, listOrders } from './reads';
import { createOnlineOrder } from './online-order';
import { onlineOrderPreview, pricePreview } from './preview';
import { sameId } from '../../http/same-id';

const MEMBER = '/pricing-plans/v2/member/orders';
const OWNER = '/pricing-plans/v2/orders';

// The member's own orders need a member token: visitors and the owner's key get 403.
const memberOnly = async (request: FastifyRequest) => void requireMember(request);

/** Pricing plans v2 orders: the member's (`/member/orders`) and the owner's (`/orders`). */
export default async function planOrderRoutes(app: App): Promise<void> {
  guardApp(app, 'pricing-plans');
  await ownerScope(app, (owner) => {
    pauseRoutes(owner);
    ownerOrderRoutes(owner);
  });
  previewRoutes(app);

  for (const [base, guard, asMember] of [
    [MEMBER, memberOnly, true],
    [OWNER, ownerOnly, false],
  ] as const) {
    const member = (request: FastifyRequest) => (asMember ? requireMember(request) : undefined);
    routeWithAliases(app, {
      method: 'GET',
      paths: [base],
      preValidation: guard,
      schema: {
        querystring: asMember ? ListMemberPlanOrdersQuery : ListPlanOrdersQuery,
        response: { 200: PlanOrdersResponse },
      },
      handler: (request) => listOrders(app.db, request.caller, request.query, member(request)),
    });
    routeWithAliases(app, {
      method: 'GET',
      paths: [`${base}/:id`],
      preValidation: guard,
      schema: { params: PlanIdParams, response: { 200: PlanOrderResponse } },
      handler: async (request) => ({
        order: await getOrder(app.db, request.caller, request.params.id, member(request)),
      }),
    });
    routeWithAliases(app, {
      method: 'POST',
      paths: [`${base}/:id/cancel`],
      preValidation: guard,
      schema: {
        params: PlanIdParams,
        body: CancelPlanOrderRequest,
        response: { 200: z.object({}) },
      },
      handler: async (request) => {
        const { id } = request.params;
        sameId(id, request.body.id);
        const input = { orderId: id, effectiveAt: request.body.effectiveAt };
        const memberId = member(request);
        await cancelOrder(app.db, request.caller, memberId ? { ...input, memberId } : input);
        return {};
      },
    });
  }
}

/**
 * The checkout's previews (docs/protocol.md §2.7): the price for anyone, the order a member would
 * get for that member only.
 */
function previewRoutes(app: App): void {
  const CHECKOUT = '/pricing-plans/v2/checkout/orders';
  routeWithAliases(app, {
    method: 'POST',
    paths: [`${CHECKOUT}/price-preview`],
    schema: { body: PricePreviewRequest, response: { 200: PricePreviewResponse } },
    handler: ({ caller, body }) => pricePreview(app.db, caller, body.planId, body.couponCode),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: [`${CHECKOUT}/preview-online`],
    preValidation: memberOnly,
    schema: { body: OnlineOrderPreviewRequest, response: { 200: OnlineOrderPreviewResponse } },
    handler: (request) =>
      onlineOrderPreview(app.db, request.caller, requireMember(request), request.body),
  });
  // A member's own order, or the owner's on a member's behalf (checked inside).
  routeWithAliases(app, {
    method: 'POST',
    paths: [`${CHECKOUT}/online`],
    schema: { body: CreateOnlineOrderRequest, response: { 200: PlanOrderResponse } },
    handler: async (request) => ({
      order: await createOnlineOrder(app.db, request.caller, request.body),
    }),
  });
}

/** The owner's `POST /pricing-plans/v2/orders/{id}/pause|resume` with `{id}` → `{}`. */
function pauseRoutes(app: App): void {
  const body = z.object({ id: z.string().max(MAX_ID_LENGTH).optional() }).optional();
  for (const action of ['pause', 'resume'] as const)
    orderActionRoute(app, 'POST', `/${action}`, body, (caller, id) =>
      pauseOrResume(app.db, caller, id, action),
    );
}

import {
  ChangeStartDateRequest,
  CreateOfflineOrderRequest,
  MarkAsPaidRequest,
  PlanIdParams,
  PlanOrderResponse,
  PostponeEndDateRequest,
} from '@headless/contract';
import { z } from 'zod';
import type { App } from '../../../kernel/app-type';
import { routeWithAliases } from '../../../http/aliases';
import { ownerOnly } from '../../../http/require-owner';
import { createOfflineOrder } from './offline-order';
import { changeStartDate, markAsPaid, postponeEndDate } from './owner-actions';
import { sameId } from '../../../http/same-id';

const OWNER = '/pricing-plans/v2/orders';

/**
 * The owner's order management beyond pause and cancel: postpone the end date
 * (`PATCH /orders/{id}`), mark an offline order as paid, record an offline order (now or from a
 * later start date) and move a pending order's start (local only).
 */
export function ownerOrderRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'PATCH',
    paths: [`${OWNER}/:id`],
    preValidation: ownerOnly,
    schema: { params: PlanIdParams, body: PostponeEndDateRequest, response: { 200: z.object({}) } },
    handler: async (request) => {
      sameId(request.params.id, request.body.id);
      const endDate = new Date(request.body.endDate);
      await postponeEndDate(app.db, request.caller, request.params.id, endDate);
      return {};
    },
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: [`${OWNER}/:id/mark-as-paid`],
    preValidation: ownerOnly,
    schema: {
      params: PlanIdParams,
      body: MarkAsPaidRequest.optional(),
      response: { 200: z.object({}) },
    },
    handler: async (request) => {
      sameId(request.params.id, request.body?.id);
      await markAsPaid(app.db, request.caller, request.params.id);
      return {};
    },
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: [`${OWNER}/:id/change-start-date`],
    preValidation: ownerOnly,
    schema: { params: PlanIdParams, body: ChangeStartDateRequest, response: { 200: z.object({}) } },
    handler: async (request) => {
      sameId(request.params.id, request.body.id);
      const startDate = new Date(request.body.startDate);
      await changeStartDate(app.db, request.caller, request.params.id, startDate);
      return {};
    },
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: ['/pricing-plans/v2/checkout/orders/offline'],
    preValidation: ownerOnly,
    schema: { body: CreateOfflineOrderRequest, response: { 200: PlanOrderResponse } },
    handler: async (request) => ({
      order: await createOfflineOrder(
        app.db,
        request.auth.siteId,
        request.body,
        request.caller.now,
        request.caller.identity,
      ),
    }),
  });
}

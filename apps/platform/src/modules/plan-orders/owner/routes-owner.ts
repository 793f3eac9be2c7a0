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
import type { Caller } from '../../../kernel/caller';
import { routeWithAliases } from '../../../http/aliases';
import { createOfflineOrder } from './offline-order';
import { changeStartDate, markAsPaid, postponeEndDate } from './owner-actions';
import { sameId } from '../../../http/same-id';

const OWNER = '/pricing-plans/v2/orders';

/**
 * The owner's order management beyond pause and cancel: postpone the end date
 * (`PATCH /orders/{id}`), mark an offline order as paid, record an offline order (now or from a
 * later start date) and move a pending order's start (local only). Registered in `ownerScope`.
 */
export function ownerOrderRoutes(app: App): void {
  orderActionRoute(app, 'PATCH', '', PostponeEndDateRequest, (caller, id, body) =>
    postponeEndDate(app.db, caller, id, new Date(body.endDate)),
  );
  orderActionRoute(app, 'POST', '/mark-as-paid', MarkAsPaidRequest.optional(), (caller, id) =>
    markAsPaid(app.db, caller, id),
  );
  orderActionRoute(app, 'POST', '/change-start-date', ChangeStartDateRequest, (caller, id, body) =>
    changeStartDate(app.db, caller, id, new Date(body.startDate)),
  );
  routeWithAliases(app, {
    method: 'POST',
    paths: ['/pricing-plans/v2/checkout/orders/offline'],
    schema: { body: CreateOfflineOrderRequest, response: { 200: PlanOrderResponse } },
    handler: async (request) => ({
      order: await createOfflineOrder(app.db, request.caller, request.body),
    }),
  });
}

/**
 * The owner's `<method> /pricing-plans/v2/orders/{id}<suffix>` → `{}` (on an `ownerScope`'s
 * app): the body may repeat the order's id, never name another one.
 */
export function orderActionRoute<B extends z.ZodType<{ id?: string } | undefined>>(
  app: App,
  method: 'PATCH' | 'POST',
  suffix: string,
  body: B,
  act: (caller: Caller, id: string, body: z.output<B>) => Promise<unknown>,
): void {
  routeWithAliases(app, {
    method,
    paths: [`${OWNER}/:id${suffix}`],
    schema: { params: PlanIdParams, body, response: { 200: z.object({}) } },
    handler: async (request) => {
      // The type provider cannot resolve a generic schema's output: it is B's, as validated.
      const input = request.body as z.output<B>;
      sameId(request.params.id, input?.id);
      await act(request.caller, request.params.id, input);
      return {};
    },
  });
}

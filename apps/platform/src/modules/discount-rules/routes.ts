import {
  CreateDiscountRuleRequest,
  DiscountRuleIdParams,
  DiscountRuleResponse,
  UpdateDiscountRuleRequest,
} from '@headless/contract';
import { z } from 'zod';
import { routeWithAliases } from '../../http/aliases';
import { requireApp } from '../../http/require-app';
import { requireOwner } from '../../http/require-owner';
import type { App } from '../../kernel/app-type';
import {
  createDiscountRule,
  deleteDiscountRule,
  getDiscountRule,
  updateDiscountRule,
} from './store';

const BASE = '/ecom/v1/discount-rules';

/** The Discount Rules API (owner only): automatic discounts, each change a domain event. */
export default async function discountRuleRoutes(app: App): Promise<void> {
  // Owner first, so a visitor learns nothing from validation (403 before 400).
  app.addHook('preValidation', async (request) => {
    requireOwner(request);
    await requireApp(request, 'stores');
  });
  const one = `${BASE}/:discountRuleId`;

  routeWithAliases(app, {
    method: 'POST',
    paths: [BASE],
    schema: { body: CreateDiscountRuleRequest, response: { 200: DiscountRuleResponse } },
    handler: async (request) => ({
      discountRule: await createDiscountRule(app.db, request.caller, request.body.discountRule),
    }),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: [one],
    schema: { params: DiscountRuleIdParams, response: { 200: DiscountRuleResponse } },
    handler: async (request) => ({
      discountRule: await getDiscountRule(app.db, request.caller, request.params.discountRuleId),
    }),
  });
  routeWithAliases(app, {
    method: 'PATCH',
    paths: [one],
    schema: {
      params: DiscountRuleIdParams,
      body: UpdateDiscountRuleRequest,
      response: { 200: DiscountRuleResponse },
    },
    handler: async (request) => ({
      discountRule: await updateDiscountRule(
        app.db,
        request.caller,
        request.params.discountRuleId,
        request.body.discountRule,
      ),
    }),
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: [one],
    schema: { params: DiscountRuleIdParams, response: { 200: z.object({}) } },
    handler: async (request) => {
      await deleteDiscountRule(app.db, request.caller, request.params.discountRuleId);
      return {};
    },
  });
}

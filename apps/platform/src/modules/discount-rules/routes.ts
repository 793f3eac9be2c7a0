import {
  CreateDiscountRuleRequest,
  DiscountRuleIdParams,
  DiscountRuleResponse,
  QueryDiscountRulesRequest,
  QueryDiscountRulesResponse,
  UpdateDiscountRuleRequest,
} from '@headless/contract';
import { routeWithAliases } from '../../http/aliases';
import type { App } from '../../kernel/app-type';
import { ownerRoutes } from '../../owned/routes';
import {
  createDiscountRule,
  deleteDiscountRule,
  getDiscountRule,
  updateDiscountRule,
} from './store';
import { queryDiscountRules } from './query';

const BASE = '/ecom/v1/discount-rules';
/** The SDK's path on a site's own domain. */
const CUSTOM_HOST_BASE = '/ecom/discounts/v1/discount-rules';

/** The Discount Rules API (owner only): automatic discounts, each change a domain event. */
export default async function discountRuleRoutes(app: App): Promise<void> {
  ownerRoutes(app, {
    app: 'stores',
    response: DiscountRuleResponse,
    collection: { path: BASE, aliases: [CUSTOM_HOST_BASE] },
    one: {
      path: `${BASE}/:discountRuleId`,
      aliases: [`${CUSTOM_HOST_BASE}/:discountRuleId`],
      params: DiscountRuleIdParams,
    },
    create: { body: CreateDiscountRuleRequest, run: createDiscountRule },
    read: getDiscountRule,
    update: { body: UpdateDiscountRuleRequest, run: updateDiscountRule },
    remove: deleteDiscountRule,
  });
  // A literal segment, never a rule id: the owner's query is its own route.
  routeWithAliases(app, {
    method: 'POST',
    paths: [`${BASE}/query`, `${CUSTOM_HOST_BASE}/query`],
    schema: { body: QueryDiscountRulesRequest, response: { 200: QueryDiscountRulesResponse } },
    handler: (request) => queryDiscountRules(app.db, request.caller, request.body),
  });
}

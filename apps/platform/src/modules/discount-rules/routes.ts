import {
  CreateDiscountRuleRequest,
  DiscountRuleIdParams,
  DiscountRuleResponse,
  UpdateDiscountRuleRequest,
} from '@headless/contract';
import type { App } from '../../kernel/app-type';
import { ownerRoutes } from '../../owned/routes';
import {
  createDiscountRule,
  deleteDiscountRule,
  getDiscountRule,
  updateDiscountRule,
} from './store';

const BASE = '/ecom/v1/discount-rules';

/** The Discount Rules API (owner only): automatic discounts, each change a domain event. */
export default async function discountRuleRoutes(app: App): Promise<void> {
  ownerRoutes(app, {
    app: 'stores',
    response: DiscountRuleResponse,
    collection: { path: BASE },
    one: { path: `${BASE}/:discountRuleId`, params: DiscountRuleIdParams },
    create: { body: CreateDiscountRuleRequest, run: createDiscountRule },
    read: getDiscountRule,
    update: { body: UpdateDiscountRuleRequest, run: updateDiscountRule },
    remove: deleteDiscountRule,
  });
}

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
    key: 'discountRule',
    paths: { collection: BASE, one: `${BASE}/:discountRuleId` },
    schemas: {
      params: DiscountRuleIdParams,
      create: CreateDiscountRuleRequest,
      update: UpdateDiscountRuleRequest,
      response: DiscountRuleResponse,
    },
    create: createDiscountRule,
    read: getDiscountRule,
    update: updateDiscountRule,
    remove: deleteDiscountRule,
  });
}

import {
  ListPlansByItemIdentifierRequest,
  ListPlansByItemIdentifierResponse,
} from '@headless/contract';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { guardApp } from '../../http/require-app';
import { ownerScope } from '../../http/require-owner';
import { listPlansByItemIdentifier } from './list-plans';
import { benefitProgramRoutes } from './routes-owner';

/**
 * Plan Benefits (docs/protocol.md §2.7): the SDK's `planBenefits` sends its call under
 * www.wixapis.com's `/pricing-plan-benefits`, and under `/_api/pricing-plan-benefits` to a
 * custom host. The owner sets a plan's benefits through Benefit Programs (routes-owner.ts).
 */
export default async function planBenefitRoutes(app: App): Promise<void> {
  guardApp(app, 'pricing-plans');

  routeWithAliases(app, {
    method: 'POST',
    paths: [
      '/pricing-plan-benefits/v3/plan-benefits/list-plans-by-item-identifier',
      '/_api/pricing-plan-benefits/v3/plan-benefits/list-plans-by-item-identifier',
    ],
    schema: {
      body: ListPlansByItemIdentifierRequest,
      response: { 200: ListPlansByItemIdentifierResponse },
    },
    handler: ({ caller, body }) => listPlansByItemIdentifier(app.db, caller, body),
  });

  await ownerScope(app, benefitProgramRoutes);
}

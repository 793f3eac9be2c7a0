import {
  CheckoutTemplateIdParams,
  CheckoutTemplateResponse,
  CreateCheckoutFromTemplateResponse,
  CreateCheckoutTemplateRequest,
  QueryCheckoutTemplatesRequest,
  QueryCheckoutTemplatesResponse,
  UpdateCheckoutTemplateRequest,
} from '@headless/contract';
import { routeWithAliases } from '../../http/aliases';
import { publicOriginOf } from '../../http/public-origin';
import type { App } from '../../kernel/app-type';
import { ownerRoutes } from '../../owned/routes';
import { createTemplate, deleteTemplate, getTemplate, updateTemplate } from './store';
import { queryTemplates } from './query';
import { createCheckoutFromTemplate } from './use-template';

const BASE = '/ecom/v1/checkout-templates';

/** Checkout templates (owner only): create, update and delete are domain events. */
export default async function checkoutTemplateRoutes(app: App): Promise<void> {
  const one = `${BASE}/:checkoutTemplateId`;
  ownerRoutes(app, {
    app: 'stores',
    response: CheckoutTemplateResponse,
    collection: { path: BASE },
    one: { path: one, params: CheckoutTemplateIdParams },
    create: { body: CreateCheckoutTemplateRequest, run: createTemplate },
    read: getTemplate,
    update: { body: UpdateCheckoutTemplateRequest, run: updateTemplate },
    remove: deleteTemplate,
  });
  // A literal segment, never a template id: the owner's query is its own route.
  routeWithAliases(app, {
    method: 'POST',
    paths: [`${BASE}/query`],
    schema: {
      body: QueryCheckoutTemplatesRequest,
      response: { 200: QueryCheckoutTemplatesResponse },
    },
    handler: (request) => queryTemplates(app.db, request.caller.siteId, request.body),
  });
  // Manage eCommerce, as on the platform: the owner makes the checkout, then shares its URL.
  routeWithAliases(app, {
    method: 'POST',
    // The documented path (the official SDK's createCheckoutFromTemplate), then the first one served.
    paths: [`${one}/create-checkout-from-template`, `${one}/create-checkout`],
    schema: {
      params: CheckoutTemplateIdParams,
      response: { 200: CreateCheckoutFromTemplateResponse },
    },
    handler: (request) =>
      createCheckoutFromTemplate(
        app.db,
        request.caller,
        request.params.checkoutTemplateId,
        publicOriginOf(request),
      ),
  });
}

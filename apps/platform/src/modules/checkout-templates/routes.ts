import {
  CheckoutTemplateIdParams,
  CheckoutTemplateResponse,
  CreateCheckoutFromTemplateResponse,
  CreateCheckoutTemplateRequest,
  UpdateCheckoutTemplateRequest,
} from '@headless/contract';
import { z } from 'zod';
import { routeWithAliases } from '../../http/aliases';
import { publicOriginOf } from '../../http/public-origin';
import { requireApp } from '../../http/require-app';
import { requireOwner } from '../../http/require-owner';
import type { App } from '../../kernel/app-type';
import { createTemplate, deleteTemplate, getTemplate, updateTemplate } from './store';
import { createCheckoutFromTemplate } from './use-template';

const BASE = '/ecom/v1/checkout-templates';

/** Checkout templates (owner only): create, update and delete are domain events. */
export default async function checkoutTemplateRoutes(app: App): Promise<void> {
  // Owner first, so a visitor learns nothing from validation (403 before 400).
  app.addHook('preValidation', async (request) => {
    requireOwner(request);
    await requireApp(request, 'stores');
  });
  const one = `${BASE}/:checkoutTemplateId`;
  const params = CheckoutTemplateIdParams;

  routeWithAliases(app, {
    method: 'POST',
    paths: [BASE],
    schema: { body: CreateCheckoutTemplateRequest, response: { 200: CheckoutTemplateResponse } },
    handler: async (request) => ({
      checkoutTemplate: await createTemplate(app.db, request.caller, request.body.checkoutTemplate),
    }),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: [one],
    schema: { params, response: { 200: CheckoutTemplateResponse } },
    handler: async (request) => ({
      checkoutTemplate: await getTemplate(
        app.db,
        request.auth.siteId,
        request.params.checkoutTemplateId,
      ),
    }),
  });
  routeWithAliases(app, {
    method: 'PATCH',
    paths: [one],
    schema: {
      params,
      body: UpdateCheckoutTemplateRequest,
      response: { 200: CheckoutTemplateResponse },
    },
    handler: async (request) => ({
      checkoutTemplate: await updateTemplate(
        app.db,
        request.caller,
        request.params.checkoutTemplateId,
        request.body.checkoutTemplate,
      ),
    }),
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: [one],
    schema: { params, response: { 200: z.object({}) } },
    handler: async (request) => {
      await deleteTemplate(app.db, request.caller, request.params.checkoutTemplateId);
      return {};
    },
  });
  // Manage eCommerce, as on the platform: the owner makes the checkout, then shares its URL.
  routeWithAliases(app, {
    method: 'POST',
    paths: [`${one}/create-checkout`],
    schema: { params, response: { 200: CreateCheckoutFromTemplateResponse } },
    handler: (request) =>
      createCheckoutFromTemplate(
        app.db,
        request.auth,
        request.params.checkoutTemplateId,
        publicOriginOf(request),
      ),
  });
}

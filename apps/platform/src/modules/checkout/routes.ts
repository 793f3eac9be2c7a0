import {
  CreateCheckoutOfItemsRequest,
  CreateCheckoutRequest,
  CreateCheckoutResponse,
  GetCheckoutResponse,
  MAX_ID_LENGTH,
  UpdateEcomCheckoutRequest,
} from '@headless/contract';
import { z } from 'zod';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { notServed } from '../../http/not-served';
import { guardApp } from '../../http/require-app';
import { createCheckoutOfItems } from './create-of-items';
import { createCheckoutFromCurrentCart, getCheckout } from './service';
import { updateCheckoutOf } from './update';

/**
 * Checkout (docs/protocol.md §2.4): created from the current cart or of the items given (a
 * booking's, in the headless bookings flow), read back and updated by its buyer.
 */
export default async function checkoutRoutes(app: App): Promise<void> {
  guardApp(app, 'stores');

  routeWithAliases(app, {
    method: 'POST',
    paths: [
      '/ecom/v1/carts/current/create-checkout',
      '/_api/ecom-cart/v1/carts/current/create-checkout',
    ],
    schema: { body: CreateCheckoutRequest, response: { 200: CreateCheckoutResponse } },
    handler: (request) => createCheckoutFromCurrentCart(app.db, request.caller, request.body),
  });

  routeWithAliases(app, {
    method: 'POST',
    paths: ['/ecom/v1/checkouts'],
    schema: { body: CreateCheckoutOfItemsRequest, response: { 200: GetCheckoutResponse } },
    handler: (request) => createCheckoutOfItems(app.db, request.caller, request.body),
  });

  // markCheckoutAsCompletedAndRedirectToUrl carries a token only the real platform signs.
  notServed(app, 'GET', '/ecom/v1/checkouts/mark-checkout-as-completed-and-redirect-to-url');
  routeWithAliases(app, {
    method: 'GET',
    paths: ['/ecom/v1/checkouts/:id'],
    schema: {
      params: z.object({ id: z.string().max(MAX_ID_LENGTH) }),
      response: { 200: GetCheckoutResponse },
    },
    handler: (request) => getCheckout(app.db, request.caller, request.params.id),
  });
  routeWithAliases(app, {
    method: 'PATCH',
    paths: ['/ecom/v1/checkouts/:id'],
    schema: {
      params: z.object({ id: z.string().max(MAX_ID_LENGTH) }),
      body: UpdateEcomCheckoutRequest,
      response: { 200: GetCheckoutResponse },
    },
    handler: (request) => updateCheckoutOf(app.db, request.caller, request.params.id, request.body),
  });
}

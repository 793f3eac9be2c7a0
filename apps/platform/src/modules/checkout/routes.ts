import {
  CreateCheckoutOfItemsRequest,
  CreateCheckoutRequest,
  CreateCheckoutResponse,
  CartResponse,
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
import { createCheckoutFromCartId, getCartByCheckoutId } from './by-cart-id';
import { getCheckoutByCartId } from './actions';
import { checkoutActionRoutes } from './routes-actions';
import { updateCheckoutOf } from './update';

/**
 * Checkout (docs/protocol.md §2.4): created from the current cart or of the items given (a
 * booking's, in the headless bookings flow), read back and updated by its buyer, its lines
 * changed (they are its cart's) and marked as completed. Its checkout URL and Create Order live
 * in modules/cart-v2-checkout (they need redirects and orders), beside Cart V2's.
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

  const ById = z.object({ id: z.string().min(1).max(MAX_ID_LENGTH) });
  routeWithAliases(app, {
    method: 'POST',
    paths: ['/ecom/v1/carts/:id/create-checkout', '/_api/ecom-cart/v1/carts/:id/create-checkout'],
    schema: {
      params: ById,
      body: CreateCheckoutRequest,
      response: { 200: CreateCheckoutResponse },
    },
    handler: (request) =>
      createCheckoutFromCartId(app.db, request.caller, request.params.id, request.body),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: ['/ecom/v1/carts/by-checkout-id/:id', '/_api/ecom-cart/v1/carts/by-checkout-id/:id'],
    schema: { params: ById, response: { 200: CartResponse } },
    handler: (request) => getCartByCheckoutId(app.db, request.caller, request.params.id),
  });

  routeWithAliases(app, {
    method: 'POST',
    paths: ['/ecom/v1/checkouts'],
    schema: { body: CreateCheckoutOfItemsRequest, response: { 200: GetCheckoutResponse } },
    handler: (request) => createCheckoutOfItems(app.db, request.caller, request.body),
  });

  routeWithAliases(app, {
    method: 'GET',
    paths: ['/ecom/v1/checkouts/by-cart-id/:id'],
    schema: { params: ById, response: { 200: GetCheckoutResponse } },
    handler: (request) => getCheckoutByCartId(app.db, request.caller, request.params.id),
  });
  checkoutActionRoutes(app);

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

import {
  AddToCartRequest,
  CartResponse,
  EmptyResponse,
  UpdateCartRequest,
} from '@headless/contract';
import type { App } from '../../app';
import { routeWithAliases } from '../../http/aliases';
import { requireApp } from '../../http/require-app';
import { addToCurrentCart, deleteCurrentCart, getCurrentCart, updateCurrentCart } from './service';

/** The current cart (protocol.md §2.4); it is the caller's own, on the caller's site. */
export default async function ecomRoutes(app: App): Promise<void> {
  app.addHook('preValidation', (request) => requireApp(request, 'stores'));

  routeWithAliases(app, {
    method: 'GET',
    paths: ['/ecom/v1/carts/current', '/_api/ecom-cart/v1/carts/current'],
    schema: { response: { 200: CartResponse } },
    handler: (request) => getCurrentCart(app.db, request.auth.siteId, request.auth.identity),
  });

  routeWithAliases(app, {
    method: 'PATCH',
    paths: ['/ecom/v1/carts/current', '/_api/ecom-cart/v1/carts/current'],
    schema: { body: UpdateCartRequest, response: { 200: CartResponse } },
    handler: (request) =>
      updateCurrentCart(app.db, request.auth.siteId, request.auth.identity, request.body),
  });

  routeWithAliases(app, {
    method: 'POST',
    paths: ['/ecom/v1/carts/current/add-to-cart', '/_api/ecom-cart/v1/carts/current/add-to-cart'],
    schema: { body: AddToCartRequest, response: { 200: CartResponse } },
    handler: (request) =>
      addToCurrentCart(app.db, request.auth.siteId, request.auth.identity, request.body),
  });

  routeWithAliases(app, {
    method: 'DELETE',
    paths: ['/ecom/v1/carts/current', '/_api/ecom-cart/v1/carts/current'],
    schema: { response: { 200: EmptyResponse } },
    handler: (request) => deleteCurrentCart(app.db, request.auth.siteId, request.auth.identity),
  });
}

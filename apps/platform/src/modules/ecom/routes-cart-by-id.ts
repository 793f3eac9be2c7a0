import {
  AddToCartRequest,
  CartResponse,
  EmptyResponse,
  UpdateCartRequest,
} from '@headless/contract';
import { z } from 'zod';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { guardApp } from '../../http/require-app';
import { updateCurrentCart } from './cart/update';
import {
  addToCartById,
  createCartV1,
  deleteCartById,
  getCartById,
  removeBusinessLocation,
} from './cart/by-id';
import { ById, CART_BY_ID, cartLineRoutes, cartPaths } from './routes-cart-lines';

const ByCartInfoId = z.object({ cartInfoId: z.string().min(1).max(100) });

/**
 * Cart V1 by id (docs/protocol.md §2.4): the current cart's operations (routes.ts) on a cart the
 * call names, over the same engine; `current` is a literal segment, so it never reads as an id.
 * Create-checkout and get-by-checkout-id live in modules/checkout.
 */
export default async function cartByIdRoutes(app: App): Promise<void> {
  guardApp(app, 'stores');
  const db = app.db;
  const one = cartPaths('/:id');

  routeWithAliases(app, {
    method: 'POST',
    paths: cartPaths(),
    schema: { body: UpdateCartRequest, response: { 200: CartResponse } },
    handler: (request) => createCartV1(db, request.caller, request.body),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: one,
    schema: { params: ById, response: { 200: CartResponse } },
    handler: (request) => getCartById(db, request.caller, request.params.id),
  });
  // The reference names this path's id `cartInfo.id`.
  routeWithAliases(app, {
    method: 'PATCH',
    paths: cartPaths('/:cartInfoId'),
    schema: { params: ByCartInfoId, body: UpdateCartRequest, response: { 200: CartResponse } },
    handler: ({ caller, body, params }) =>
      updateCurrentCart(db, caller, body, { id: params.cartInfoId }),
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: one,
    schema: { params: ById, response: { 200: EmptyResponse } },
    handler: (request) => deleteCartById(db, request.caller, request.params.id),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: cartPaths('/:id/add-to-cart'),
    schema: { params: ById, body: AddToCartRequest, response: { 200: CartResponse } },
    handler: ({ caller, body, params }) => addToCartById(db, caller, params.id, body),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: cartPaths('/:id/remove-business-location'),
    schema: { params: ById, response: { 200: CartResponse } },
    handler: (request) => removeBusinessLocation(db, request.caller, request.params.id),
  });
  cartLineRoutes(app, CART_BY_ID);
}

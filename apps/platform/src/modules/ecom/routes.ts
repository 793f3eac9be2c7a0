import {
  AddToCartRequest,
  CartResponse,
  EmptyResponse,
  UpdateCartRequest,
} from '@headless/contract';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { guardApp } from '../../http/require-app';
import { addToCurrentCart, deleteCurrentCart, getCurrentCart } from './service';
import { updateCurrentCart } from './cart/update';
import { cartLineRoutes, cartPaths, CURRENT_CART } from './routes-cart-lines';
import { totalsCalculatorRoutes } from './routes-totals-calculator';

const CURRENT = cartPaths('/current');

/**
 * The current cart (docs/protocol.md §2.4); it is the caller's own, on the caller's site. Get and
 * add take the hot path (README, "The hot path"); the line calls are Cart V1 by id's too.
 */
export default async function ecomRoutes(app: App): Promise<void> {
  guardApp(app, 'stores');

  routeWithAliases(app, {
    method: 'GET',
    paths: CURRENT,
    schema: { response: { 200: CartResponse } },
    handler: (request) => getCurrentCart(app.db, request.caller, request.auth.cacheSynced),
  });
  routeWithAliases(app, {
    method: 'PATCH',
    paths: CURRENT,
    schema: { body: UpdateCartRequest, response: { 200: CartResponse } },
    handler: (request) => updateCurrentCart(app.db, request.caller, request.body),
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: CURRENT,
    schema: { response: { 200: EmptyResponse } },
    handler: (request) => deleteCurrentCart(app.db, request.caller),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: cartPaths('/current/add-to-cart'),
    schema: { body: AddToCartRequest, response: { 200: CartResponse } },
    handler: (request) =>
      addToCurrentCart(app.db, request.caller, request.body, request.auth.cacheSynced),
  });
  cartLineRoutes(app, CURRENT_CART);
  totalsCalculatorRoutes(app);
}

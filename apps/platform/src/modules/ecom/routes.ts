import {
  AddToCartRequest,
  CartResponse,
  EmptyResponse,
  EstimateTotalsRequest,
  EstimateTotalsResponse,
  RemoveLineItemsRequest,
  UpdateCartRequest,
  UpdateLineItemsQuantityRequest,
} from '@headless/contract';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { guardApp } from '../../http/require-app';
import { estimateTotals } from './estimate';
import { removeCoupon, removeLineItems, updateLineItemsQuantity } from './cart/line-ops';
import { addToCurrentCart, deleteCurrentCart, getCurrentCart } from './service';
import { updateCurrentCart } from './cart/update';

const CURRENT = ['/ecom/v1/carts/current', '/_api/ecom-cart/v1/carts/current'] as const;
const sub = (path: string) => [`${CURRENT[0]}/${path}`, `${CURRENT[1]}/${path}`] as const;

/** The current cart (docs/protocol.md §2.4); it is the caller's own, on the caller's site. */
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
    paths: sub('add-to-cart'),
    schema: { body: AddToCartRequest, response: { 200: CartResponse } },
    handler: (request) =>
      addToCurrentCart(app.db, request.caller, request.body, request.auth.cacheSynced),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: sub('remove-line-items'),
    schema: { body: RemoveLineItemsRequest, response: { 200: CartResponse } },
    handler: (request) => removeLineItems(app.db, request.caller, request.body),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: sub('update-line-items-quantity'),
    schema: { body: UpdateLineItemsQuantityRequest, response: { 200: CartResponse } },
    handler: (request) => updateLineItemsQuantity(app.db, request.caller, request.body),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: sub('remove-coupon'),
    schema: { response: { 200: CartResponse } },
    handler: (request) => removeCoupon(app.db, request.caller),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: sub('estimate-totals'),
    schema: { body: EstimateTotalsRequest, response: { 200: EstimateTotalsResponse } },
    handler: (request) => estimateTotals(app.db, request.caller, request.body),
  });
}

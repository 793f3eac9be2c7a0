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
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { guardApp } from '../../http/require-app';
import { estimateTotals } from './estimate';
import { removeCoupon, removeLineItems, updateLineItemsQuantity } from './cart/line-ops';
import { updateCurrentCart } from './cart/update';
import {
  addToCartById,
  createCartV1,
  deleteCartById,
  getCartById,
  removeBusinessLocation,
} from './cart/by-id';

/** Documented path first, then the form the official SDK sends to its own hosts. */
const paths = (rest = '') => [`/ecom/v1/carts${rest}`, `/_api/ecom-cart/v1/carts${rest}`] as const;

const ById = z.object({ id: z.string().min(1).max(100) });
const ByCartInfoId = z.object({ cartInfoId: z.string().min(1).max(100) });
const idOf = (request: FastifyRequest) => (request.params as z.infer<typeof ById>).id;

/**
 * Cart V1 by id (docs/protocol.md §2.4): the current cart's operations (routes.ts) on a cart the
 * call names, over the same engine; `current` is a literal segment, so it never reads as an id.
 * Create-checkout and get-by-checkout-id live in modules/checkout.
 */
export default async function cartByIdRoutes(app: App): Promise<void> {
  guardApp(app, 'stores');
  const db = app.db;

  routeWithAliases(app, {
    method: 'POST',
    paths: paths(),
    schema: { body: UpdateCartRequest, response: { 200: CartResponse } },
    handler: (request) => createCartV1(db, request.caller, request.body),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: paths('/:id'),
    schema: { params: ById, response: { 200: CartResponse } },
    handler: (request) => getCartById(db, request.caller, request.params.id),
  });
  routeWithAliases(app, {
    method: 'PATCH',
    paths: paths('/:cartInfoId'),
    schema: { params: ByCartInfoId, body: UpdateCartRequest, response: { 200: CartResponse } },
    handler: (request) =>
      updateCurrentCart(db, request.caller, request.body, { id: request.params.cartInfoId }),
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: paths('/:id'),
    schema: { params: ById, response: { 200: EmptyResponse } },
    handler: (request) => deleteCartById(db, request.caller, request.params.id),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: paths('/:id/add-to-cart'),
    schema: { params: ById, body: AddToCartRequest, response: { 200: CartResponse } },
    handler: (request) => addToCartById(db, request.caller, idOf(request), request.body),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: paths('/:id/remove-line-items'),
    schema: { params: ById, body: RemoveLineItemsRequest, response: { 200: CartResponse } },
    handler: (request) => removeLineItems(db, request.caller, request.body, { id: idOf(request) }),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: paths('/:id/update-line-items-quantity'),
    schema: { params: ById, body: UpdateLineItemsQuantityRequest, response: { 200: CartResponse } },
    handler: (request) =>
      updateLineItemsQuantity(db, request.caller, request.body, { id: idOf(request) }),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: paths('/:id/remove-coupon'),
    schema: { params: ById, response: { 200: CartResponse } },
    handler: (request) => removeCoupon(db, request.caller, { id: idOf(request) }),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: paths('/:id/remove-business-location'),
    schema: { params: ById, response: { 200: CartResponse } },
    handler: (request) => removeBusinessLocation(db, request.caller, idOf(request)),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: paths('/:id/estimate-totals'),
    schema: {
      params: ById,
      body: EstimateTotalsRequest,
      response: { 200: EstimateTotalsResponse },
    },
    handler: (request) => estimateTotals(db, request.caller, request.body, { id: idOf(request) }),
  });
}

import {
  CartResponse,
  EstimateTotalsRequest,
  EstimateTotalsResponse,
  RemoveLineItemsRequest,
  UpdateLineItemsQuantityRequest,
} from '@headless/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { routeWithAliases } from '../../http/aliases';
import type { App } from '../../kernel/app-type';
import type { Caller } from '../../kernel/caller';
import type { Db } from '../../db/client';
import { estimateTotals } from './estimate';
import { removeCoupon, removeLineItems, updateLineItemsQuantity } from './cart/line-ops';
import { CURRENT, type CartKey } from './cart-v2/access';

/** Documented path first, then the form the official SDK sends to its own hosts. */
export const cartPaths = (rest = '') =>
  [`/ecom/v1/carts${rest}`, `/_api/ecom-cart/v1/carts${rest}`] as const;

export const ById = z.object({ id: z.string().min(1).max(100) });

/** Where a Cart V1 surface's carts are: under `base` (`/current`, `/:id`), named by `keyOf`. */
export interface CartSurface {
  base: string;
  params?: typeof ById;
  keyOf: (request: FastifyRequest) => CartKey;
}

export const CURRENT_CART: CartSurface = { base: '/current', keyOf: () => CURRENT };
export const CART_BY_ID: CartSurface = {
  base: '/:id',
  params: ById,
  keyOf: (request) => ({ id: (request.params as z.infer<typeof ById>).id }),
};

type WithBody = (db: Db, caller: Caller, input: never, key: CartKey) => Promise<unknown>;

/** The calls that take a body: its schema, the answer's, and the function over the cart. */
const WITH_BODY: [string, z.ZodType, z.ZodType, WithBody][] = [
  ['remove-line-items', RemoveLineItemsRequest, CartResponse, removeLineItems],
  [
    'update-line-items-quantity',
    UpdateLineItemsQuantityRequest,
    CartResponse,
    updateLineItemsQuantity,
  ],
  ['estimate-totals', EstimateTotalsRequest, EstimateTotalsResponse, estimateTotals],
];

/**
 * The line calls the current cart and a cart by id share (docs/protocol.md §2.4), one set of
 * functions over the cart a surface names: remove lines, set quantities, estimate the totals and
 * remove the coupon.
 */
export function cartLineRoutes(app: App, { base, params, keyOf }: CartSurface): void {
  const db = app.db;
  const at = (action: string) => cartPaths(`${base}/${action}`);
  const withParams = params ? { params } : {};
  for (const [action, body, answer, run] of WITH_BODY)
    routeWithAliases(app, {
      method: 'POST',
      paths: at(action),
      schema: { ...withParams, body, response: { 200: answer } },
      handler: (request) => run(db, request.caller, request.body as never, keyOf(request)),
    });
  routeWithAliases(app, {
    method: 'POST',
    paths: at('remove-coupon'),
    schema: { ...withParams, response: { 200: CartResponse } },
    handler: (request) => removeCoupon(db, request.caller, keyOf(request)),
  });
}

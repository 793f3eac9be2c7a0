import {
  AddCouponV2Request,
  AddGiftCardV2Request,
  AddLineItemsV2Request,
  CalculateCartV2Request,
  CartV2Response,
  CartV2SummaryResponse,
  CreateCartV2Request,
  EmptyResponse,
  EstimateCartV2Request,
  GetUpsellOptionsV2Response,
  RemoveCouponV2Request,
  RemoveGiftCardV2Request,
  RemoveLineItemsV2Request,
  SetDeliveryMethodV2Request,
  UpdateCartV2Request,
  UpdateFormSubmissionsV2Request,
  UpdateLineItemsV2Request,
} from '@headless/contract';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { guardApp } from '../../http/require-app';
import { notServed } from '../../http/not-served';
import { CURRENT, type CartKey } from './cart-v2/access';
import {
  createCartV2,
  deleteCartV2,
  estimateCartV2,
  refreshCartV2,
  updateCartV2,
} from './cart-v2/lifecycle';
import { addLineItemsV2, removeLineItemsV2, updateLineItemsV2 } from './cart-v2/lines';
import {
  addCouponV2,
  addGiftCardV2,
  removeCouponV2,
  removeDeliveryMethodV2,
  removeGiftCardV2,
  setDeliveryMethodV2,
} from './cart-v2/discounts';
import { getCartV2 } from './cart-v2/render';
import { getUpsellOptionsV2, updateFormSubmissionsV2 } from './cart-v2/extras';

/** Documented path first (www.wixapis.com), then the form the official SDK sends elsewhere. */
const paths = (rest: string) => [`/ecom/v2/carts${rest}`, `/_api/cart-v2/v2/carts${rest}`] as const;

const ById = z.object({ cartId: z.string().min(1).max(100) });

/** The current cart and one cart by id take the same operations; only the key differs. */
const SCOPES = [
  { prefix: '/current', params: undefined, key: (): CartKey => CURRENT },
  {
    prefix: '/:cartId',
    params: ById,
    key: (request: FastifyRequest): CartKey => ({
      id: (request.params as z.infer<typeof ById>).cartId,
    }),
  },
] as const;

/**
 * Cart V2 and the current cart V2 (docs/protocol.md §2.4a): the same cart store, line rules,
 * pricing engine and coupons as Cart V1 (routes.ts), answered in Cart V2's shape. The checkout URL,
 * place order and mark as completed live in modules/cart-v2-checkout (they need checkout).
 */
export default async function cartV2Routes(app: App): Promise<void> {
  guardApp(app, 'stores');
  const db = app.db;
  // handleAsyncCheckoutCompletion carries a JWT only the real platform's cashier signs: not served,
  // and not a cart's id.
  for (const path of paths('/handle-async-checkout-completion')) notServed(app, 'GET', path);

  routeWithAliases(app, {
    method: 'POST',
    paths: paths(''),
    schema: { body: CreateCartV2Request, response: { 200: CartV2Response } },
    handler: (request) => createCartV2(db, request.caller, false, request.body),
  });
  routeWithAliases(app, {
    method: 'POST',
    paths: paths('/current'),
    schema: { body: CreateCartV2Request, response: { 200: CartV2Response } },
    handler: (request) => createCartV2(db, request.caller, true, request.body),
  });

  for (const { prefix, params, key } of SCOPES) {
    const at = (rest = '') => paths(`${prefix}${rest}`);
    const p = params ? { params } : {};
    routeWithAliases(app, {
      method: 'GET',
      paths: at(),
      schema: { ...p, response: { 200: CartV2Response } },
      handler: (request) => getCartV2(db, request.caller, key(request), request.auth.cacheSynced),
    });
    routeWithAliases(app, {
      method: 'PATCH',
      paths: at(),
      schema: { ...p, body: UpdateCartV2Request, response: { 200: CartV2Response } },
      handler: (request) => updateCartV2(db, request.caller, key(request), request.body),
    });
    routeWithAliases(app, {
      method: 'DELETE',
      paths: at(),
      schema: { ...p, response: { 200: EmptyResponse } },
      handler: (request) => deleteCartV2(db, request.caller, key(request)),
    });
    routeWithAliases(app, {
      method: 'POST',
      paths: at('/refresh'),
      schema: { ...p, response: { 200: CartV2Response } },
      handler: (request) => refreshCartV2(db, request.caller, key(request)),
    });
    routeWithAliases(app, {
      method: 'POST',
      paths: at('/estimate'),
      schema: { ...p, body: EstimateCartV2Request, response: { 200: CartV2SummaryResponse } },
      handler: (request) => estimateCartV2(db, request.caller, key(request), request.body),
    });
    routeWithAliases(app, {
      method: 'POST',
      paths: at('/calculate'),
      schema: { ...p, body: CalculateCartV2Request, response: { 200: CartV2SummaryResponse } },
      handler: (request) => estimateCartV2(db, request.caller, key(request)),
    });
    routeWithAliases(app, {
      method: 'POST',
      paths: at('/add-line-items'),
      schema: { ...p, body: AddLineItemsV2Request, response: { 200: CartV2Response } },
      handler: (request) =>
        addLineItemsV2(db, request.caller, key(request), request.body, request.auth.cacheSynced),
    });
    routeWithAliases(app, {
      method: 'POST',
      paths: at('/remove-line-items'),
      schema: { ...p, body: RemoveLineItemsV2Request, response: { 200: CartV2Response } },
      handler: (request) => removeLineItemsV2(db, request.caller, key(request), request.body),
    });
    routeWithAliases(app, {
      method: 'POST',
      paths: at('/update-line-items'),
      schema: { ...p, body: UpdateLineItemsV2Request, response: { 200: CartV2Response } },
      handler: (request) => updateLineItemsV2(db, request.caller, key(request), request.body),
    });
    routeWithAliases(app, {
      method: 'POST',
      paths: at('/add-coupon'),
      schema: { ...p, body: AddCouponV2Request, response: { 200: CartV2Response } },
      handler: (request) => addCouponV2(db, request.caller, key(request), request.body.coupon.code),
    });
    routeWithAliases(app, {
      method: 'POST',
      paths: at('/remove-coupon'),
      schema: { ...p, body: RemoveCouponV2Request, response: { 200: CartV2Response } },
      handler: (request) => removeCouponV2(db, request.caller, key(request), request.body.couponId),
    });
    routeWithAliases(app, {
      method: 'POST',
      paths: at('/set-delivery-method'),
      schema: { ...p, body: SetDeliveryMethodV2Request, response: { 200: CartV2Response } },
      handler: (request) =>
        setDeliveryMethodV2(db, request.caller, key(request), request.body.deliveryMethod),
    });
    routeWithAliases(app, {
      method: 'POST',
      paths: at('/remove-delivery-method'),
      schema: { ...p, response: { 200: CartV2Response } },
      handler: (request) => removeDeliveryMethodV2(db, request.caller, key(request)),
    });
    routeWithAliases(app, {
      method: 'POST',
      paths: at('/add-gift-card'),
      schema: { ...p, body: AddGiftCardV2Request, response: { 200: CartV2Response } },
      handler: (request) =>
        addGiftCardV2(db, request.caller, key(request), request.body.giftCard.code),
    });
    routeWithAliases(app, {
      method: 'POST',
      paths: at('/remove-gift-card'),
      schema: { ...p, body: RemoveGiftCardV2Request, response: { 200: CartV2Response } },
      handler: (request) =>
        removeGiftCardV2(db, request.caller, key(request), request.body.giftCardId),
    });
    routeWithAliases(app, {
      method: 'GET',
      paths: at('/upsell-options'),
      schema: { ...p, response: { 200: GetUpsellOptionsV2Response } },
      handler: (request) => getUpsellOptionsV2(db, request.caller, key(request)),
    });
    routeWithAliases(app, {
      method: 'POST',
      paths: at('/update-forms-submission'),
      schema: { ...p, body: UpdateFormSubmissionsV2Request, response: { 200: CartV2Response } },
      handler: (request) => updateFormSubmissionsV2(db, request.caller, key(request), request.body),
    });
  }
}

import { fieldsUnder, type FieldMap } from '../../core/field-map';
import type { RequestContext } from '../../core/http-client';
import { fromWire } from '../../core/transforms';
import {
  cartV2Transform,
  type CartV2,
  type CartV2Summary,
  type CartV2WithSummary,
  type CartV2Wire,
} from './cart-v2-types';

/**
 * The operations Cart V2 and the current cart V2 share (docs/protocol.md §2.4a): the same calls
 * on `/ecom/v2/carts/current…` or `/ecom/v2/carts/{cartId}…`; only the scope differs.
 */
export interface CartV2Scope {
  path: string;
  pathParams?: Record<string, string>;
}

export const CARTS_V2_PATH = '/ecom/v2/carts';

export const toCartV2 = (wire: CartV2Wire): CartV2 => fromWire(cartV2Transform, wire);

/** Each call names its arguments for validation messages (`options.catalogItems`…). */
export function cartV2Calls(ctx: RequestContext, scope: CartV2Scope) {
  const withCart = async (
    method: 'GET' | 'POST' | 'PATCH',
    action: string,
    data?: Record<string, unknown>,
    fieldMap?: FieldMap,
  ) => {
    const { cart } = await ctx.request<{ cart: CartV2Wire }>({
      method,
      path: `${scope.path}${action}`,
      pathParams: scope.pathParams,
      data,
      fieldMap,
    });
    return { cart: toCartV2(cart) };
  };
  const withSummary = async (action: string, options: object): Promise<CartV2WithSummary> => {
    const data = { ...options };
    const res = await ctx.request<{ cart: CartV2Wire; summary: CartV2Summary }>({
      method: 'POST',
      path: `${scope.path}${action}`,
      pathParams: scope.pathParams,
      data,
      fieldMap: fieldsUnder('options', Object.keys(data)),
    });
    return { cart: toCartV2(res.cart), summary: res.summary };
  };
  return {
    get: () => withCart('GET', ''),
    update: (cart: object) => withCart('PATCH', '', { cart }),
    remove: async () => {
      await ctx.request({ method: 'DELETE', path: scope.path, pathParams: scope.pathParams });
    },
    refresh: () => withCart('POST', '/refresh', {}),
    addLineItems: (options: object) =>
      withCart('POST', '/add-line-items', { ...options }, lineItemsMap),
    removeLineItems: (lineItemIds: string[]) =>
      withCart('POST', '/remove-line-items', { lineItemIds }),
    updateLineItems: (options: object) =>
      withCart('POST', '/update-line-items', { ...options }, fieldsUnder('options', ['lineItems'])),
    addCoupon: (coupon: object) => withCart('POST', '/add-coupon', { coupon }),
    removeCoupon: (couponId: string) => withCart('POST', '/remove-coupon', { couponId }),
    setDeliveryMethod: (deliveryMethod: object) =>
      withCart('POST', '/set-delivery-method', { deliveryMethod }),
    removeDeliveryMethod: () => withCart('POST', '/remove-delivery-method', {}),
    addGiftCard: (giftCard: object) => withCart('POST', '/add-gift-card', { giftCard }),
    removeGiftCard: (giftCardId: string) => withCart('POST', '/remove-gift-card', { giftCardId }),
    estimate: (options: object) => withSummary('/estimate', options),
    calculate: (options: object) => withSummary('/calculate', options),
  };
}

const lineItemsMap = fieldsUnder('options', ['catalogItems', 'customItems']);
export const createFieldMap = fieldsUnder('options', [
  'cart',
  'catalogItems',
  'customItems',
  'coupons',
  'deliveryMethod',
  'giftCards',
]);

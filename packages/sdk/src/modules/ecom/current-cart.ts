import { fieldsUnder } from '../../core/field-map';
import type { SdkModule } from '../../core/module';
import { fromWire } from '../../core/transforms';
import {
  cartTransform,
  estimateTransform,
  type AddToCurrentCartOptions,
  type Cart,
  type CartWire,
  type CreateCheckoutOptions,
  type EstimateTotalsOptions,
  type EstimateTotalsResponse,
  type EstimateTotalsWire,
  type LineItemQuantityUpdate,
  type UpdateCurrentCartOptions,
} from './cart-types';

const PATH = '/ecom/v1/carts/current';
const addFieldMap = fieldsUnder('options', ['lineItems', 'customLineItems', 'businessLocationId']);

/**
 * Cart V1's current cart (`currentCart` in `@wix/ecom`), for the visitor or member whose cart it is
 * (docs/protocol.md §2.4). Served, as on the real platform, until its removal.
 *
 * @deprecated Cart V1 is removed on 2027-02-01 (with Checkout V1). Use Cart V2's current cart
 * (`currentCartV2`): the same visitor's cart, one entity from the first line to the placed order.
 */
export interface CurrentCartApi {
  /**
   * `GET /ecom/v1/carts/current` → the cart, unwrapped; no cart → `OWNED_CART_NOT_FOUND`.
   * @deprecated Removed on 2027-02-01; use `currentCartV2.getCurrentCart`.
   */
  getCurrentCart(): Promise<Cart>;
  /**
   * `PATCH /ecom/v1/carts/current` → the cart, unwrapped (docs/protocol.md §7).
   * @deprecated Removed on 2027-02-01; use `currentCartV2.updateCurrentCart` (a coupon:
   * `addCouponToCurrentCart`).
   */
  updateCurrentCart(options: UpdateCurrentCartOptions): Promise<Cart>;
  /**
   * `POST /ecom/v1/carts/current/add-to-cart` → `{ cart }`.
   * @deprecated Removed on 2027-02-01; use `currentCartV2.addLineItemsToCurrentCart`.
   */
  addToCurrentCart(options: AddToCurrentCartOptions): Promise<{ cart: Cart }>;
  /**
   * `DELETE /ecom/v1/carts/current`.
   * @deprecated Removed on 2027-02-01; use `currentCartV2.deleteCurrentCart`.
   */
  deleteCurrentCart(): Promise<void>;
  /**
   * `POST /ecom/v1/carts/current/remove-line-items` → `{ cart }`.
   * @deprecated Removed on 2027-02-01; use `currentCartV2.removeLineItemsFromCurrentCart`.
   */
  removeLineItemsFromCurrentCart(lineItemIds: string[]): Promise<{ cart: Cart }>;
  /**
   * `POST /ecom/v1/carts/current/update-line-items-quantity` → `{ cart }`.
   * @deprecated Removed on 2027-02-01; use `currentCartV2.updateLineItemsInCurrentCart`.
   */
  updateCurrentCartLineItemQuantity(lineItems: LineItemQuantityUpdate[]): Promise<{ cart: Cart }>;
  /**
   * `POST /ecom/v1/carts/current/remove-coupon` → `{ cart }`.
   * @deprecated Removed on 2027-02-01; use `currentCartV2.removeCouponFromCurrentCart`.
   */
  removeCouponFromCurrentCart(): Promise<{ cart: Cart }>;
  /**
   * `POST /ecom/v1/carts/current/create-checkout` → `{ checkoutId }`.
   * @deprecated Removed on 2027-02-01; Cart V2 has no checkout entity: `cartV2.getCheckoutUrl`.
   */
  createCheckoutFromCurrentCart(options?: CreateCheckoutOptions): Promise<{ checkoutId: string }>;
  /**
   * `POST /ecom/v1/carts/current/estimate-totals` → the whole estimate, its cart transformed.
   * @deprecated Removed on 2027-02-01; use `currentCartV2.estimateCurrentCart`.
   */
  estimateCurrentCartTotals(options?: EstimateTotalsOptions): Promise<EstimateTotalsResponse>;
}

const toCart = (wire: CartWire): Cart => fromWire(cartTransform, wire);

/**
 * The official SDK takes the mask as an array and sends it comma-joined (docs/protocol.md §1.3).
 */
function updateBody({ fieldMask, ...rest }: UpdateCurrentCartOptions): Record<string, unknown> {
  return fieldMask ? { ...rest, fieldMask: fieldMask.join(',') } : { ...rest };
}

export const currentCart: SdkModule<CurrentCartApi> = {
  create: (ctx) => {
    const call = <T>(action: string, data: Record<string, unknown>, fieldMap = {}) =>
      ctx.request<T>({ method: 'POST', path: `${PATH}/${action}`, data, fieldMap });
    const post = async (action: string, data: Record<string, unknown>, fieldMap = {}) => {
      const { cart } = await call<{ cart: CartWire }>(action, data, fieldMap);
      return { cart: toCart(cart) };
    };
    return {
      async getCurrentCart() {
        const { cart } = await ctx.request<{ cart: CartWire }>({ method: 'GET', path: PATH });
        return toCart(cart);
      },
      async updateCurrentCart(options) {
        const data = updateBody(options);
        const fieldMap = fieldsUnder('options', Object.keys(data));
        const { cart } = await ctx.request<{ cart: CartWire }>({
          method: 'PATCH',
          path: PATH,
          data,
          fieldMap,
        });
        return toCart(cart);
      },
      addToCurrentCart: (options) => post('add-to-cart', { ...options }, addFieldMap),
      async deleteCurrentCart() {
        await ctx.request({ method: 'DELETE', path: PATH });
      },
      removeLineItemsFromCurrentCart: (lineItemIds) => post('remove-line-items', { lineItemIds }),
      updateCurrentCartLineItemQuantity: (lineItems) =>
        post('update-line-items-quantity', { lineItems }),
      removeCouponFromCurrentCart: () => post('remove-coupon', {}),
      createCheckoutFromCurrentCart: (options = {}) =>
        call<{ checkoutId: string }>(
          'create-checkout',
          { ...options },
          fieldsUnder('options', Object.keys(options)),
        ),
      async estimateCurrentCartTotals(options = {}) {
        const estimate = await call<EstimateTotalsWire>(
          'estimate-totals',
          { ...options },
          fieldsUnder('options', Object.keys(options)),
        );
        const cart = toCart(estimate.cart);
        return { ...fromWire(estimateTransform, estimate), cart };
      },
    };
  },
};

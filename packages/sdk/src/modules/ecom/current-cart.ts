import { fieldsUnder } from '../../core/field-map';
import type { SdkModule } from '../../core/module';
import { fromWire } from '../../core/transforms';
import {
  cartTransform,
  type AddToCurrentCartOptions,
  type Cart,
  type CartWire,
  type LineItemQuantityUpdate,
} from './cart-types';

const PATH = '/ecom/v1/carts/current';
const addFieldMap = fieldsUnder('options', ['lineItems', 'customLineItems', 'businessLocationId']);

export interface CurrentCartApi {
  /** `GET /ecom/v1/carts/current` → the cart, unwrapped; no cart → `OWNED_CART_NOT_FOUND`. */
  getCurrentCart(): Promise<Cart>;
  /** `POST /ecom/v1/carts/current/add-to-cart` → `{ cart }`. */
  addToCurrentCart(options: AddToCurrentCartOptions): Promise<{ cart: Cart }>;
  /** `DELETE /ecom/v1/carts/current`. */
  deleteCurrentCart(): Promise<void>;
  /** `POST /ecom/v1/carts/current/remove-line-items` → `{ cart }`. */
  removeLineItemsFromCurrentCart(lineItemIds: string[]): Promise<{ cart: Cart }>;
  /** `POST /ecom/v1/carts/current/update-line-items-quantity` → `{ cart }`. */
  updateCurrentCartLineItemQuantity(lineItems: LineItemQuantityUpdate[]): Promise<{ cart: Cart }>;
}

const toCart = (wire: CartWire): Cart => fromWire(cartTransform, wire);

export const currentCart: SdkModule<CurrentCartApi> = {
  create: (ctx) => {
    const post = async (action: string, data: Record<string, unknown>, fieldMap = {}) => {
      const path = `${PATH}/${action}`;
      const { cart } = await ctx.request<{ cart: CartWire }>({
        method: 'POST',
        path,
        data,
        fieldMap,
      });
      return { cart: toCart(cart) };
    };
    return {
      async getCurrentCart() {
        const { cart } = await ctx.request<{ cart: CartWire }>({ method: 'GET', path: PATH });
        return toCart(cart);
      },
      addToCurrentCart: (options) => post('add-to-cart', { ...options }, addFieldMap),
      async deleteCurrentCart() {
        await ctx.request({ method: 'DELETE', path: PATH });
      },
      removeLineItemsFromCurrentCart: (lineItemIds) => post('remove-line-items', { lineItemIds }),
      updateCurrentCartLineItemQuantity: (lineItems) =>
        post('update-line-items-quantity', { lineItems }),
    };
  },
};

import { fieldsUnder } from '../../core/field-map';
import type { SdkModule } from '../../core/module';
import { CARTS_V2_PATH, cartV2Calls, createFieldMap, toCartV2 } from './cart-v2-calls';
import type {
  CalculateCartV2Options,
  CartV2,
  CartV2Input,
  CartV2WithSummary,
  CartV2Wire,
  CouponInput,
  CreateCartV2Options,
  DeliveryMethodInput,
  EstimateCartV2Options,
  GetCheckoutUrlOptions,
  GiftCardInput,
  LineItemsInput,
  UpdateLineItemsV2Options,
} from './cart-v2-types';

type WithCart = Promise<{ cart: CartV2 }>;

/**
 * Carts by id in Cart V2's shape (`cartV2` in `@wix/ecom`): the buyer's own, or any for the owner
 * and apps. Get, create and update answer the cart unwrapped, as the official SDK does.
 */
export interface CartV2Api {
  /** `POST /ecom/v2/carts` → the cart (nobody's current cart). */
  createCart(options?: CreateCartV2Options): Promise<CartV2>;
  /** `GET /ecom/v2/carts/{cartId}` → the cart. */
  getCart(cartId: string): Promise<CartV2>;
  /** `PATCH /ecom/v2/carts/{cartId}` → the cart. */
  updateCart(cartId: string, cart: CartV2Input): Promise<CartV2>;
  /** `DELETE /ecom/v2/carts/{cartId}`. */
  deleteCart(cartId: string): Promise<void>;
  addLineItems(cartId: string, options: LineItemsInput): WithCart;
  removeLineItems(cartId: string, lineItemIds: string[]): WithCart;
  updateLineItems(cartId: string, options: UpdateLineItemsV2Options): WithCart;
  addCoupon(cartId: string, coupon: CouponInput): WithCart;
  removeCoupon(cartId: string, couponId: string): WithCart;
  setDeliveryMethod(cartId: string, deliveryMethod: DeliveryMethodInput): WithCart;
  removeDeliveryMethod(cartId: string): WithCart;
  addGiftCard(cartId: string, giftCard: GiftCardInput): WithCart;
  removeGiftCard(cartId: string, giftCardId: string): WithCart;
  estimateCart(cartId: string, options?: EstimateCartV2Options): Promise<CartV2WithSummary>;
  calculateCart(cartId: string, options?: CalculateCartV2Options): Promise<CartV2WithSummary>;
  refreshCart(cartId: string): WithCart;
  /**
   * `POST /ecom/v2/carts/{cartId}/get-checkout-url` → `{ checkoutUrl }`: the hosted checkout for
   * the cart (a premium site only: else 403 `PREMIUM_REQUIRED`).
   */
  getCheckoutUrl(cartId: string, options?: GetCheckoutUrlOptions): Promise<{ checkoutUrl: string }>;
}

const BY_ID = `${CARTS_V2_PATH}/{cartId}`;

export const cartV2: SdkModule<CartV2Api> = {
  create: (ctx) => {
    const of = (cartId: string) => cartV2Calls(ctx, { path: BY_ID, pathParams: { cartId } });
    return {
      async createCart(options = {}) {
        const data = { ...options };
        const { cart } = await ctx.request<{ cart: CartV2Wire }>({
          method: 'POST',
          path: CARTS_V2_PATH,
          data,
          fieldMap: createFieldMap,
        });
        return toCartV2(cart);
      },
      getCart: async (cartId) => (await of(cartId).get()).cart,
      updateCart: async (cartId, cart) => (await of(cartId).update(cart)).cart,
      deleteCart: (cartId) => of(cartId).remove(),
      addLineItems: (cartId, options) => of(cartId).addLineItems(options),
      removeLineItems: (cartId, ids) => of(cartId).removeLineItems(ids),
      updateLineItems: (cartId, options) => of(cartId).updateLineItems(options),
      addCoupon: (cartId, coupon) => of(cartId).addCoupon(coupon),
      removeCoupon: (cartId, couponId) => of(cartId).removeCoupon(couponId),
      setDeliveryMethod: (cartId, method) => of(cartId).setDeliveryMethod(method),
      removeDeliveryMethod: (cartId) => of(cartId).removeDeliveryMethod(),
      addGiftCard: (cartId, giftCard) => of(cartId).addGiftCard(giftCard),
      removeGiftCard: (cartId, giftCardId) => of(cartId).removeGiftCard(giftCardId),
      estimateCart: (cartId, options = {}) => of(cartId).estimate(options),
      calculateCart: (cartId, options = {}) => of(cartId).calculate(options),
      refreshCart: (cartId) => of(cartId).refresh(),
      getCheckoutUrl: (cartId, options = {}) =>
        ctx.request<{ checkoutUrl: string }>({
          method: 'POST',
          path: `${BY_ID}/get-checkout-url`,
          pathParams: { cartId },
          data: { ...options },
          fieldMap: fieldsUnder('options', Object.keys(options)),
        }),
    };
  },
};

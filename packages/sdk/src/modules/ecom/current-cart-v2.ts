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
  GiftCardInput,
  LineItemsInput,
  UpdateLineItemsV2Options,
} from './cart-v2-types';

type WithCart = Promise<{ cart: CartV2 }>;

/** The visitor's or member's current cart in Cart V2's shape (`currentCartV2` in `@wix/ecom`). */
export interface CurrentCartV2Api {
  /** `POST /ecom/v2/carts/current` → `{ cart }`; an earlier current cart stays, by id. */
  createCurrentCart(options?: CreateCartV2Options): WithCart;
  /** `GET /ecom/v2/carts/current` → `{ cart }`; none → `CART_NOT_FOUND` (404). */
  getCurrentCart(): WithCart;
  /** `PATCH /ecom/v2/carts/current` → `{ cart }`. */
  updateCurrentCart(cart: CartV2Input): WithCart;
  /** `DELETE /ecom/v2/carts/current`. */
  deleteCurrentCart(): Promise<void>;
  /** `POST …/current/add-line-items` → `{ cart }`; creates the current cart when missing. */
  addLineItemsToCurrentCart(options: LineItemsInput): WithCart;
  /** `POST …/current/remove-line-items` → `{ cart }`. */
  removeLineItemsFromCurrentCart(lineItemIds: string[]): WithCart;
  /** `POST …/current/update-line-items` → `{ cart }`. */
  updateLineItemsInCurrentCart(options: UpdateLineItemsV2Options): WithCart;
  /** `POST …/current/add-coupon` → `{ cart }`; one coupon a cart. */
  addCouponToCurrentCart(coupon: CouponInput): WithCart;
  /** `POST …/current/remove-coupon` → `{ cart }`. */
  removeCouponFromCurrentCart(couponId: string): WithCart;
  /** `POST …/current/set-delivery-method` → `{ cart }`. */
  setDeliveryMethodForCurrentCart(deliveryMethod: DeliveryMethodInput): WithCart;
  /** `POST …/current/remove-delivery-method` → `{ cart }`. */
  removeDeliveryMethodFromCurrentCart(): WithCart;
  /** `POST …/current/add-gift-card` → `{ cart }` (no site here has gift cards: 400). */
  addGiftCardToCurrentCart(giftCard: GiftCardInput): WithCart;
  /** `POST …/current/remove-gift-card` → `{ cart }`. */
  removeGiftCardFromCurrentCart(giftCardId: string): WithCart;
  /** `POST …/current/estimate` → `{ cart, summary }`. */
  estimateCurrentCart(options?: EstimateCartV2Options): Promise<CartV2WithSummary>;
  /** `POST …/current/calculate` → `{ cart, summary }`. */
  calculateCurrentCart(options?: CalculateCartV2Options): Promise<CartV2WithSummary>;
  /** `POST …/current/refresh` → `{ cart }`. */
  refreshCurrentCart(): WithCart;
}

const CURRENT = `${CARTS_V2_PATH}/current`;

export const currentCartV2: SdkModule<CurrentCartV2Api> = {
  create: (ctx) => {
    const calls = cartV2Calls(ctx, { path: CURRENT });
    return {
      async createCurrentCart(options = {}) {
        const data = { ...options };
        const { cart } = await ctx.request<{ cart: CartV2Wire }>({
          method: 'POST',
          path: CURRENT,
          data,
          fieldMap: createFieldMap,
        });
        return { cart: toCartV2(cart) };
      },
      getCurrentCart: calls.get,
      updateCurrentCart: calls.update,
      deleteCurrentCart: calls.remove,
      addLineItemsToCurrentCart: calls.addLineItems,
      removeLineItemsFromCurrentCart: calls.removeLineItems,
      updateLineItemsInCurrentCart: calls.updateLineItems,
      addCouponToCurrentCart: calls.addCoupon,
      removeCouponFromCurrentCart: calls.removeCoupon,
      setDeliveryMethodForCurrentCart: calls.setDeliveryMethod,
      removeDeliveryMethodFromCurrentCart: calls.removeDeliveryMethod,
      addGiftCardToCurrentCart: calls.addGiftCard,
      removeGiftCardFromCurrentCart: calls.removeGiftCard,
      estimateCurrentCart: (options = {}) => calls.estimate(options),
      calculateCurrentCart: (options = {}) => calls.calculate(options),
      refreshCurrentCart: calls.refresh,
    };
  },
};

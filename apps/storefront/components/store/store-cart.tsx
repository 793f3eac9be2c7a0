'use client';

import type { CartView } from '@/lib/store/types';
import * as actions from './actions';
import { CartPanel } from './cart-panel';
import type { useCart } from './use-cart';

type Cart = ReturnType<typeof useCart>;

export const itemsInCart = (cart: CartView | null) => {
  const count = cart?.itemCount ?? 0;
  return `${count} item${count === 1 ? '' : 's'} in the cart`;
};

const lineName = (cart: CartView | null, lineId: string) =>
  cart?.lines.find((line) => line.id === lineId)?.name ?? 'The item';

/** The cart panel with its changes, each through the platform and put into words. */
export function StoreCart({
  cart,
  error,
  run,
}: { cart: CartView | null } & Pick<Cart, 'error' | 'run'>) {
  return (
    <CartPanel
      cart={cart}
      couponError={error?.place === 'coupon' ? error.message : undefined}
      {...(error?.place.startsWith('line:') && {
        lineError: { lineId: error.place.slice('line:'.length), message: error.message },
      })}
      onQuantity={(lineId, quantity) =>
        run({
          action: () => actions.changeQuantity(lineId, quantity),
          announce: (next) => `Quantity of ${lineName(next, lineId)}: ${quantity}.`,
          place: `line:${lineId}`,
        })
      }
      onRemove={(lineId) => {
        const name = lineName(cart, lineId);
        return run({
          action: () => actions.removeFromCart(lineId),
          announce: (next) => `${name} removed from the cart. ${itemsInCart(next)}.`,
        });
      }}
      onApplyCoupon={(code) =>
        run({
          action: () => actions.applyCoupon(code),
          announce: (next) => `Coupon ${next?.couponCode ?? code} applied.`,
          place: 'coupon',
        })
      }
      onRemoveCoupon={() =>
        run({
          action: () => actions.removeCoupon(),
          announce: () => 'Coupon removed.',
          place: 'coupon',
        })
      }
      onClear={() =>
        run({ action: () => actions.clearCart(), announce: () => 'The cart is empty.' })
      }
      onCheckout={() =>
        run({ action: () => actions.startCheckout(), announce: () => 'Opening the checkout.' })
      }
    />
  );
}

/** Add to cart for one product: the same call from a card of the list and from its page. */
export function addProduct(run: Cart['run'], productId: string, name: string) {
  return (options: Record<string, string>, quantity: number) =>
    run({
      action: () => actions.addToCart(productId, options, quantity),
      announce: (next) => `${name} added to the cart. ${itemsInCart(next)}.`,
      place: `product:${productId}`,
    });
}

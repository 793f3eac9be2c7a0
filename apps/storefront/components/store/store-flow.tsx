'use client';

import type { CartView, ProductView } from '@/lib/store/types';
import { ErrorMessage } from '../error-message/error-message';
import * as actions from './actions';
import { CartPanel } from './cart-panel';
import { ProductCard } from './product-card';
import styles from './store.module.css';
import { useCart } from './use-cart';

interface StoreFlowProps {
  products: ProductView[];
  cart: CartView | null;
}

const items = (cart: CartView | null) => {
  const count = cart?.itemCount ?? 0;
  return `${count} item${count === 1 ? '' : 's'} in the cart`;
};

const lineName = (cart: CartView | null, lineId: string) =>
  cart?.lines.find((line) => line.id === lineId)?.name ?? 'The item';

/** Products on one side, the visitor's cart on the other; every change goes through the platform. */
export function StoreFlow({ products, cart: initialCart }: StoreFlowProps) {
  const { cart, error, announcement, run } = useCart(initialCart);
  return (
    <>
      {error && error.place === 'store' && (
        <ErrorMessage testId="store-error" message={error.message} />
      )}
      {/* Cart changes, in words, for screen readers: the cart may be far from the button. */}
      <p className="visually-hidden" role="status" data-testid="cart-announcement">
        {announcement}
      </p>
      <div className={styles.layout}>
        <section aria-labelledby="products-heading">
          <h2 id="products-heading" className="visually-hidden">
            Products
          </h2>
          <ul className={styles.products} data-testid="store-products">
            {products.map((product) => (
              <ProductCard
                key={product.id}
                product={product}
                itemCount={cart?.itemCount ?? 0}
                {...(error?.place === `product:${product.id}` && { error: error.message })}
                onAdd={(options, quantity) =>
                  run({
                    action: () => actions.addToCart(product.id, options, quantity),
                    announce: (next) => `${product.name} added to the cart. ${items(next)}.`,
                    place: `product:${product.id}`,
                  })
                }
              />
            ))}
          </ul>
        </section>
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
              announce: (next) => `${name} removed from the cart. ${items(next)}.`,
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
      </div>
    </>
  );
}

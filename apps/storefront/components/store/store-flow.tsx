'use client';

import type { CartView, ProductView } from '@/lib/store/types';
import { StoreError } from './store-error';
import * as actions from './actions';
import { CartPanel } from './cart-panel';
import { ProductCard } from './product-card';
import styles from './store.module.css';
import { useCart } from './use-cart';

interface StoreFlowProps {
  products: ProductView[];
  cart: CartView | null;
}

/** Products on one side, the visitor's cart on the other; every change goes through the platform. */
export function StoreFlow({ products, cart: initialCart }: StoreFlowProps) {
  const { cart, error, run } = useCart(initialCart);
  return (
    <>
      {error && <StoreError message={error.message} />}
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
                onAdd={(options, quantity) =>
                  run(() => actions.addToCart(product.id, options, quantity))
                }
              />
            ))}
          </ul>
        </section>
        <CartPanel
          cart={cart}
          onQuantity={(lineId, quantity) => run(() => actions.changeQuantity(lineId, quantity))}
          onRemove={(lineId) => run(() => actions.removeFromCart(lineId))}
          onApplyCoupon={(code) => run(() => actions.applyCoupon(code))}
          onRemoveCoupon={() => run(() => actions.removeCoupon())}
          onClear={() => run(() => actions.clearCart())}
          onCheckout={() => run(() => actions.startCheckout())}
        />
      </div>
    </>
  );
}

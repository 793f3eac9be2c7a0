'use client';

import { createContext, use, type ReactNode } from 'react';
import type { CartView } from '@/lib/store/types';
import { StoreCart } from './store-cart';
import styles from './store.module.css';
import { useCart } from './use-cart';

type ProductCart = ReturnType<typeof useCart<undefined>>;

const ProductCartContext = createContext<ProductCart | null>(null);

/**
 * The product page's cart, shared by the buy box (in the first HTML) and the cart panel (streamed
 * into the same response once the visitor's cart is read: app/(shell)/store/[slug]/page.tsx). It
 * starts unknown; the panel shows the cart the server read until a change answers a newer one.
 */
export function ProductCartProvider({ children }: { children: ReactNode }) {
  return <ProductCartContext value={useCart(undefined)}>{children}</ProductCartContext>;
}

export function useProductCart(): ProductCart {
  const value = use(ProductCartContext);
  if (!value) throw new Error('useProductCart must be used within a ProductCartProvider');
  return value;
}

/** The streamed part: the cart as the server read it, or as the last change answered. */
export function ProductCartPanel({ initial }: { initial: CartView | null }) {
  const { cart, error, run } = useProductCart();
  return <StoreCart cart={cart === undefined ? initial : cart} error={error} run={run} />;
}

/** Where the cart panel will be while the visitor's cart is read: the same box, no content yet. */
export function ProductCartPending() {
  return (
    <aside
      className={`panel ${styles.cart}`}
      aria-label="Cart"
      aria-busy="true"
      data-testid="cart-pending"
    >
      <h2>Cart</h2>
      <p className="muted">Reading your cart…</p>
    </aside>
  );
}

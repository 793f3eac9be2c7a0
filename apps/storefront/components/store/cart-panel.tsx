'use client';

import type { CartView } from '@/lib/store/types';
import { CartLine } from './cart-line';
import { CouponForm } from './coupon-form';
import styles from './store.module.css';

interface CartPanelProps {
  cart: CartView | null;
  /** Why the last coupon change failed, shown beside the field. */
  couponError?: string;
  /** Why the last change of a line failed: its id and the message, shown beside it. */
  lineError?: { lineId: string; message: string };
  onQuantity(lineId: string, quantity: number): Promise<boolean>;
  onRemove(lineId: string): Promise<boolean>;
  onApplyCoupon(code: string): Promise<boolean>;
  onRemoveCoupon(): Promise<boolean>;
  onClear(): Promise<boolean>;
  onCheckout(): Promise<boolean>;
}

const TOTALS = [
  ['subtotal', 'Subtotal'],
  ['shipping', 'Shipping'],
  ['tax', 'Tax'],
  ['discount', 'Discount'],
  ['total', 'Total'],
] as const;

/** The visitor's cart: lines, coupon, estimated totals, Checkout and Clear cart. */
export function CartPanel(props: CartPanelProps) {
  const { cart } = props;
  const empty = !cart || cart.lines.length === 0;
  return (
    <aside
      id="cart"
      tabIndex={-1}
      className={`panel ${styles.cart}`}
      aria-labelledby="cart-heading"
      data-testid="cart-panel"
    >
      <h2 id="cart-heading">
        Cart{' '}
        <span className="muted" data-testid="cart-count">
          ({cart?.itemCount ?? 0})
        </span>
      </h2>
      {empty ? (
        <p className="muted" data-testid="cart-empty">
          Your cart is empty. Choose options and press Add to cart.
        </p>
      ) : (
        <>
          <ul className={styles.lines}>
            {cart.lines.map((line) => (
              <CartLine
                key={line.id}
                line={line}
                {...(props.lineError?.lineId === line.id && { error: props.lineError.message })}
                onQuantity={(quantity) => props.onQuantity(line.id, quantity)}
                onRemove={() => props.onRemove(line.id)}
              />
            ))}
          </ul>
          <CouponForm
            couponCode={cart.couponCode}
            error={props.couponError}
            onApply={props.onApplyCoupon}
            onRemove={props.onRemoveCoupon}
          />
          <dl className={styles.totals} data-testid="cart-totals">
            {TOTALS.map(([key, label]) => (
              <div key={key} className={key === 'total' ? styles.grandTotal : undefined}>
                <dt>
                  {key === 'discount' && cart.discounts.length > 0
                    ? `Discount (${cart.discounts.join(', ')})`
                    : label}
                </dt>
                <dd data-testid={`cart-${key}`}>{cart.totals[key]}</dd>
              </div>
            ))}
          </dl>
          {cart.notes.map((note) => (
            <p key={note} className="muted">
              {note}
            </p>
          ))}
          <div className={styles.cartActions}>
            <button type="button" className="button" onClick={() => void props.onCheckout()}>
              Checkout
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void props.onClear()}
            >
              Clear cart
            </button>
          </div>
        </>
      )}
    </aside>
  );
}

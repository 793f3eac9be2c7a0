'use client';

import { useId, useState } from 'react';
import { MAX_LINE_ITEM_QUANTITY } from '@headless/contract/constants';
import { QUANTITY_LIMIT_REACHED } from '@/lib/store/input';
import type { CartLineView } from '@/lib/store/types';
import { QuantityField, QuantityLimit } from './quantity-field';
import styles from './store.module.css';

interface CartLineProps {
  line: CartLineView;
  /** Why the platform refused the last change of this line. */
  error?: string;
  onQuantity(quantity: number): Promise<boolean>;
  onRemove(): Promise<boolean>;
}

/** One cart line: −/+ and a number field (Enter or leaving it applies), its limit, and Remove. */
export function CartLine({ line, error, onQuantity, onRemove }: CartLineProps) {
  // A typed quantity refused before asking the platform; cleared by the next change.
  const [refused, setRefused] = useState<string>();
  const hintId = useId();
  const change = (quantity: number) => {
    setRefused(undefined);
    return onQuantity(quantity);
  };
  const atLimit = line.quantity >= MAX_LINE_ITEM_QUANTITY;
  const message = refused ?? error;
  return (
    <li className={styles.line} data-testid="cart-line" data-product-id={line.productId}>
      {line.image ? (
        <img className={styles.lineImage} src={line.image} alt="" width={56} height={56} />
      ) : (
        <span className={styles.lineImage} aria-hidden="true" />
      )}
      <div className={styles.lineText}>
        <span className={styles.lineName} data-testid="cart-line-name">
          {line.name}
        </span>
        {line.details && <span className="muted">{line.details}</span>}
        <span className="muted">{line.price} each</span>
        {line.discounts.map((name) => (
          <span key={name} className={styles.lineDiscount} data-testid="cart-line-discount">
            {name} applied
          </span>
        ))}
        {!line.available && <span className={styles.warning}>Not available any more</span>}
      </div>
      <span className={styles.lineTotal} data-testid="cart-line-total">
        {line.lineTotal}
      </span>
      <div className={styles.lineControls}>
        <div className={styles.quantity} role="group" aria-label={`Quantity of ${line.name}`}>
          <button
            type="button"
            aria-label="Decrease quantity"
            disabled={line.quantity <= 1}
            onClick={() => void change(line.quantity - 1)}
          >
            −
          </button>
          <QuantityField
            key={line.quantity}
            quantity={line.quantity}
            onQuantity={change}
            onInvalid={setRefused}
            testId="cart-line-quantity"
            hintId={hintId}
          />
          <button
            type="button"
            aria-label="Increase quantity"
            disabled={atLimit}
            onClick={() => void change(line.quantity + 1)}
          >
            +
          </button>
        </div>
        <button type="button" className="button button-secondary" onClick={() => void onRemove()}>
          Remove<span className="visually-hidden"> {line.name}</span>
        </button>
        <QuantityLimit id={hintId} />
        {atLimit && !message && (
          <p className={styles.fieldNote} role="status" data-testid="cart-line-limit-reached">
            {QUANTITY_LIMIT_REACHED}
          </p>
        )}
        {message && (
          <p className={styles.fieldError} role="alert" data-testid="cart-line-error">
            {message}
          </p>
        )}
      </div>
    </li>
  );
}

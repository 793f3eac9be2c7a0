'use client';

import { useState } from 'react';
import { MAX_LINE_ITEM_QUANTITY } from '@headless/contract/constants';
import type { CartLineView } from '@/lib/store/types';
import styles from './store.module.css';

interface CartLineProps {
  line: CartLineView;
  onQuantity(quantity: number): Promise<boolean>;
  onRemove(): Promise<boolean>;
}

/** Keyed by the line's quantity, so a new quantity from the platform starts a fresh draft. */
function QuantityInput({
  quantity,
  onQuantity,
}: Pick<CartLineProps, 'onQuantity'> & { quantity: number }) {
  const [draft, setDraft] = useState(String(quantity));
  function commit() {
    const wanted = Number(draft);
    if (draft.trim() === '' || wanted === quantity) return setDraft(String(quantity));
    // Bad values (0, fractions, too many) are refused with a message that says what is allowed.
    void onQuantity(wanted).then((ok) => ok || setDraft(String(quantity)));
  }
  return (
    <input
      type="number"
      inputMode="numeric"
      min={1}
      max={MAX_LINE_ITEM_QUANTITY}
      step={1}
      aria-label="Quantity"
      data-testid="cart-line-quantity"
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
    />
  );
}

/** One cart line: −/+ and a number field (Enter or leaving it applies), and Remove. */
export function CartLine({ line, onQuantity, onRemove }: CartLineProps) {
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
            onClick={() => void onQuantity(line.quantity - 1)}
          >
            −
          </button>
          <QuantityInput key={line.quantity} quantity={line.quantity} onQuantity={onQuantity} />
          <button
            type="button"
            aria-label="Increase quantity"
            onClick={() => void onQuantity(line.quantity + 1)}
          >
            +
          </button>
        </div>
        <button type="button" className="button button-secondary" onClick={() => void onRemove()}>
          Remove<span className="visually-hidden"> {line.name}</span>
        </button>
      </div>
    </li>
  );
}

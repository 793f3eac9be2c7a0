'use client';

import { useId, useState } from 'react';
import { describeChoices, inStockFor } from '@/lib/store/choices';
import type { ChosenOptions, CombinationStock, ProductView } from '@/lib/store/types';
import { OptionField } from './option-field';
import { QuantityField, QuantityLimit } from './quantity-field';
import styles from './store.module.css';

export interface BuyBoxProps {
  product: ProductView & { stock?: CombinationStock[] };
  chosen: ChosenOptions;
  onChoose(option: string, choice: string): void;
  /** Items in the cart, for the note under Add to cart. */
  itemCount: number;
  /** Why the platform refused the last add (a line past its limit, out of stock…). */
  error?: string;
  onAdd(options: ChosenOptions, quantity: number): Promise<boolean>;
}

/**
 * A field per option, the quantity with the one limit per line, and Add to cart: the same on a
 * card of the list and on the product's page. A combination out of stock says so and cannot be
 * added.
 */
export function BuyBox({ product, chosen, onChoose, itemCount, error, onAdd }: BuyBoxProps) {
  const [quantity, setQuantity] = useState(1);
  const [refused, setRefused] = useState<string>();
  const [added, setAdded] = useState(false);
  const hintId = useId();
  const available = inStockFor(product, chosen);
  const message = refused ?? error;
  return (
    <>
      {product.options.map((option) => (
        <OptionField
          key={option.name}
          option={option}
          value={chosen[option.name] ?? ''}
          onChange={(v) => onChoose(option.name, v)}
        />
      ))}
      {product.inStock && !available && (
        <p className={styles.warning} data-testid="combination-out-of-stock">
          {describeChoices(chosen)} is out of stock.
        </p>
      )}
      <div className={styles.quantityRow}>
        <QuantityField
          key={quantity}
          quantity={quantity}
          onQuantity={(wanted) => {
            setRefused(undefined);
            setQuantity(wanted);
          }}
          onInvalid={setRefused}
          testId="product-quantity"
          hintId={hintId}
        />
        <QuantityLimit id={hintId} />
      </div>
      <button
        type="button"
        className="button"
        disabled={!available}
        onClick={() => {
          setAdded(false);
          setRefused(undefined);
          void onAdd(chosen, quantity).then(setAdded);
        }}
      >
        {available ? 'Add to cart' : 'Out of stock'}
        <span className="visually-hidden">: {product.name}</span>
      </button>
      {message && (
        <p className={styles.fieldError} role="alert" data-testid="product-error">
          {message}
        </p>
      )}
      {/* Seen where the eye is: on a phone the cart is far below. The live region speaks it. */}
      {added && (
        <p className={styles.added} data-testid="added-to-cart">
          ✓ Added. <a href="#cart">View cart ({itemCount})</a>
        </p>
      )}
    </>
  );
}

'use client';

import { useId, useState } from 'react';
import { defaultChoices } from '@/lib/store/choices';
import { priceFor } from '@/lib/store/product-price';
import type { ChosenOptions, ProductOptionView, ProductView } from '@/lib/store/types';
import { QuantityField, QuantityLimit } from './quantity-field';
import styles from './store.module.css';

interface ProductCardProps {
  product: ProductView;
  /** Items in the cart, for the note under Add to cart. */
  itemCount: number;
  /** Why the platform refused the last add (a line past its limit, out of stock…). */
  error?: string;
  onAdd(options: ChosenOptions, quantity: number): Promise<boolean>;
}

function OptionField({
  option,
  value,
  onChange,
}: {
  option: ProductOptionView;
  value: string;
  onChange(value: string): void;
}) {
  const id = useId();
  if (option.kind === 'swatch') {
    return (
      <fieldset className={styles.swatches}>
        <legend className={styles.optionName}>{option.name}</legend>
        {option.choices.map((choice) => (
          <label key={choice.description} className={styles.swatch}>
            <input
              type="radio"
              name={`${id}-${option.name}`}
              value={choice.description}
              checked={value === choice.description}
              disabled={!choice.inStock}
              onChange={() => onChange(choice.description)}
            />
            <span
              className={styles.swatchColor}
              style={{ background: choice.value }}
              aria-hidden="true"
            />
            {choice.description}
          </label>
        ))}
      </fieldset>
    );
  }
  return (
    <div className={styles.option}>
      <label className={styles.optionName} htmlFor={id}>
        {option.name}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {option.choices.map((choice) => (
          <option key={choice.description} value={choice.description} disabled={!choice.inStock}>
            {choice.description}
            {choice.inStock ? '' : ' (out of stock)'}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One product: its picture, name, price, a field per option, and Add to cart. */
export function ProductCard({ product, itemCount, error, onAdd }: ProductCardProps) {
  const [chosen, setChosen] = useState<ChosenOptions>(() => defaultChoices(product.options));
  const [quantity, setQuantity] = useState(1);
  const [refused, setRefused] = useState<string>();
  const [added, setAdded] = useState(false);
  const hintId = useId();
  const choose = (name: string, value: string) => setChosen((c) => ({ ...c, [name]: value }));
  // The chosen combination's own price (size L costs more), else the range across them.
  const { price, fullPrice } = priceFor(product, chosen);
  const message = refused ?? error;
  return (
    <li className={styles.product} data-testid="store-product" data-product-id={product.id}>
      {product.image ? (
        // Placeholder images come from the platform; next/image would need its host configured.
        <img
          className={styles.image}
          src={product.image.url}
          alt={product.image.alt}
          width={240}
          height={240}
        />
      ) : (
        <div className={styles.image} aria-hidden="true" />
      )}
      {product.ribbon && <span className={styles.ribbon}>{product.ribbon}</span>}
      <h3 className={styles.productName}>{product.name}</h3>
      <p className={styles.price} data-testid="store-product-price">
        {fullPrice && <s className="muted">{fullPrice}</s>} {price}
      </p>
      {product.options.map((option) => (
        <OptionField
          key={option.name}
          option={option}
          value={chosen[option.name] ?? ''}
          onChange={(v) => choose(option.name, v)}
        />
      ))}
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
        disabled={!product.inStock}
        onClick={() => {
          setAdded(false);
          setRefused(undefined);
          void onAdd(chosen, quantity).then(setAdded);
        }}
      >
        {product.inStock ? 'Add to cart' : 'Out of stock'}
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
    </li>
  );
}

'use client';

import { useId } from 'react';
import type { ProductOptionView } from '@/lib/store/types';
import styles from './store.module.css';

interface OptionFieldProps {
  option: ProductOptionView;
  value: string;
  onChange(value: string): void;
}

/** Said in words beside a choice nobody can buy now (a colour, a size). */
const OUT_OF_STOCK = 'out of stock';

/**
 * One option: a select, or for colours a group of radios drawn as one swatch each (the native
 * circle is hidden, still focusable and announced; the swatch shows focus and the choice).
 */
export function OptionField({ option, value, onChange }: OptionFieldProps) {
  const id = useId();
  if (option.kind === 'swatch') {
    return (
      <fieldset className={styles.swatches}>
        <legend className={styles.optionName}>
          {option.name}: <span className={styles.chosen}>{value}</span>
        </legend>
        {option.choices.map((choice) => (
          <label key={choice.description} className={styles.swatch} data-testid="swatch">
            <input
              type="radio"
              className={styles.swatchInput}
              name={`${id}-${option.name}`}
              value={choice.description}
              checked={value === choice.description}
              disabled={!choice.inStock}
              onChange={() => onChange(choice.description)}
            />
            <span
              className={styles.swatchColor}
              style={{ backgroundColor: choice.value }}
              data-testid="swatch-color"
              aria-hidden="true"
            />
            {choice.description}
            {!choice.inStock && <span className="muted"> ({OUT_OF_STOCK})</span>}
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
            {choice.inStock ? '' : ` (${OUT_OF_STOCK})`}
          </option>
        ))}
      </select>
    </div>
  );
}

'use client';

import { useState } from 'react';
import { MAX_LINE_ITEM_QUANTITY } from '@headless/contract/constants';
import { QUANTITY_LIMIT_HINT, quantityProblem } from '@/lib/store/input';
import styles from './store.module.css';

interface QuantityFieldProps {
  quantity: number;
  /** A whole number in range; a refusal keeps the field on `quantity`. */
  onQuantity(quantity: number): Promise<boolean> | void;
  /** A typed value that cannot be sent, in words (beside the field, never silently reverted). */
  onInvalid(message: string): void;
  testId: string;
  /** The id of the limit's hint (QuantityLimit), which the field names as its description. */
  hintId: string;
}

/**
 * A number field that applies on Enter or when left, described by the one visible limit per line.
 * Its limit's hint is QuantityLimit, beside it. Keyed by the quantity where it is used, so a new quantity from the platform starts a fresh draft.
 */
export function QuantityField({
  quantity,
  onQuantity,
  onInvalid,
  testId,
  hintId,
}: QuantityFieldProps) {
  const [draft, setDraft] = useState(String(quantity));
  function commit() {
    const wanted = Number(draft);
    if (draft.trim() === '' || wanted === quantity) return setDraft(String(quantity));
    const problem = quantityProblem(wanted);
    if (problem) {
      setDraft(String(quantity));
      return onInvalid(problem);
    }
    void Promise.resolve(onQuantity(wanted)).then(
      (ok) => ok === false && setDraft(String(quantity)),
    );
  }
  return (
    <input
      type="number"
      inputMode="numeric"
      min={1}
      max={MAX_LINE_ITEM_QUANTITY}
      step={1}
      aria-label="Quantity"
      aria-describedby={hintId}
      data-testid={testId}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
    />
  );
}

/** The one limit per line, in words, beside each quantity field (card and cart alike). */
export function QuantityLimit({ id }: { id: string }) {
  return (
    <span id={id} className={`muted ${styles.limit}`} data-testid="quantity-limit">
      {QUANTITY_LIMIT_HINT}
    </span>
  );
}

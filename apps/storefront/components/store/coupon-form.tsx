'use client';

import { useId, useState, type FormEvent } from 'react';
import styles from './store.module.css';

interface CouponFormProps {
  couponCode?: string;
  /** Why the platform refused the last coupon change. */
  error?: string;
  onApply(code: string): Promise<boolean>;
  onRemove(): Promise<boolean>;
}

function CouponError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className={styles.fieldError} role="alert" data-testid="coupon-error">
      {message}
    </p>
  );
}

/** The coupon in use with Remove, or a field to apply one; the platform's errors show beside. */
export function CouponForm({ couponCode, error, onApply, onRemove }: CouponFormProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [code, setCode] = useState('');
  if (couponCode) {
    return (
      <div className={styles.coupon} data-testid="cart-coupon">
        <span>
          Coupon <strong data-testid="cart-coupon-code">{couponCode}</strong>
        </span>
        <button type="button" className="button button-secondary" onClick={() => void onRemove()}>
          Remove coupon
        </button>
        {error && <CouponError id={errorId} message={error} />}
      </div>
    );
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    void onApply(code).then((ok) => ok && setCode(''));
  }
  return (
    <form className={styles.coupon} onSubmit={submit}>
      <label htmlFor={id}>Coupon code</label>
      <input
        id={id}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <button type="submit" className="button button-secondary">
        Apply
      </button>
      {error && <CouponError id={errorId} message={error} />}
    </form>
  );
}

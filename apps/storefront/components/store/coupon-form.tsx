'use client';

import { useId, useState, type FormEvent } from 'react';
import styles from './store.module.css';

interface CouponFormProps {
  couponCode?: string;
  onApply(code: string): Promise<boolean>;
  onRemove(): Promise<boolean>;
}

/** The coupon in use with Remove, or a field to apply one; the platform's errors show above. */
export function CouponForm({ couponCode, onApply, onRemove }: CouponFormProps) {
  const id = useId();
  const [code, setCode] = useState('');
  if (couponCode) {
    return (
      <p className={styles.coupon} data-testid="cart-coupon">
        Coupon <strong data-testid="cart-coupon-code">{couponCode}</strong>
        <button type="button" className="button button-secondary" onClick={() => void onRemove()}>
          Remove coupon
        </button>
      </p>
    );
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    void onApply(code).then((ok) => ok && setCode(''));
  }
  return (
    <form className={styles.coupon} onSubmit={submit}>
      <label htmlFor={id}>Coupon code</label>
      <input id={id} value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" />
      <button type="submit" className="button button-secondary">
        Apply
      </button>
    </form>
  );
}

'use client';

import { useEffect } from 'react';
import styles from './booking.module.css';

/**
 * An error on the page, and in the browser console too: `logged` when the code that failed has
 * already written it there (useAsyncHandler does).
 */
export function ErrorMessage({ message, logged = false }: { message: string; logged?: boolean }) {
  useEffect(() => {
    if (!logged) console.error(message);
  }, [message, logged]);
  return (
    <p className={styles.error} role="alert" data-testid="booking-error">
      {message}
    </p>
  );
}

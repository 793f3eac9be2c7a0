'use client';

import { useEffect } from 'react';
import styles from './subscriptions.module.css';

/** An error on the page and in the console (`logged` when useAsyncHandler wrote it there already). */
export function SubscriptionsError({
  message,
  logged = false,
}: {
  message: string;
  logged?: boolean;
}) {
  useEffect(() => {
    if (!logged) console.error(message);
  }, [message, logged]);
  return (
    <p className={styles.error} role="alert" data-testid="subscriptions-error">
      {message}
    </p>
  );
}

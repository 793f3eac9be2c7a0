'use client';

import { useEffect } from 'react';
import styles from './tickets.module.css';

/** An error on the page and in the console (`logged` when useAsyncHandler wrote it there already). */
export function TicketsError({ message, logged = false }: { message: string; logged?: boolean }) {
  useEffect(() => {
    if (!logged) console.error(message);
  }, [message, logged]);
  return (
    <p className={styles.error} role="alert" data-testid="tickets-error">
      {message}
    </p>
  );
}

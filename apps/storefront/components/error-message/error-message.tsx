'use client';

import { useEffect } from 'react';
import styles from './error-message.module.css';

interface ErrorMessageProps {
  message: string;
  /** `data-testid` of the message, per page (`store-error`, `booking-error`…), as e2e finds it. */
  testId?: string;
  /**
   * Also write it to the browser console: for an error the server handed the page. Off where the
   * server logged it already (a handled action's code) or useAsyncHandler wrote it there.
   */
  logToConsole?: boolean;
  /** One line of red text beside a control, rather than a box above the content. */
  compact?: boolean;
  /** The page's own spacing around the box, where its layout needs other than the default. */
  className?: string;
  /** For a field's `aria-describedby`, when the message is about one field. */
  id?: string;
}

/** A failure, on the page as an alert; the one error component of every example page. */
export function ErrorMessage({
  message,
  testId,
  logToConsole = false,
  compact = false,
  className,
  id,
}: ErrorMessageProps) {
  useEffect(() => {
    if (logToConsole) console.error(message);
  }, [message, logToConsole]);
  return (
    <p
      className={[compact ? styles.compact : styles.error, className].filter(Boolean).join(' ')}
      id={id}
      role="alert"
      data-testid={testId}
    >
      {message}
    </p>
  );
}

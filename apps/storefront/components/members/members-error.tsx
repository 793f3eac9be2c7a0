'use client';

import styles from './members.module.css';

/** A failed member action, on the page only (the server logged it; the console stays quiet). */
export function MembersError({ message }: { message: string }) {
  return (
    <p className={styles.error} role="alert" data-testid="members-error">
      {message}
    </p>
  );
}

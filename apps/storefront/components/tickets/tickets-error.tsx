import styles from './tickets.module.css';

/**
 * A handled failure, on the page only: the server has logged it with its code already, and the
 * browser console stays for the unexpected.
 */
export function TicketsError({ message }: { message: string }) {
  return (
    <p className={styles.error} role="alert" data-testid="tickets-error">
      {message}
    </p>
  );
}

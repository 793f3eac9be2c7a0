import styles from './store.module.css';

/**
 * A handled failure, on the page only: the server has logged it with its code already, and the
 * browser console stays for the unexpected.
 */
export function StoreError({ message }: { message: string }) {
  return (
    <p className={styles.error} role="alert" data-testid="store-error">
      {message}
    </p>
  );
}

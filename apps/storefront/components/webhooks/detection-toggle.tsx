import styles from './webhooks.module.css';

interface DetectionToggleProps {
  /** How many received events app detection caused. */
  count: number;
  shown: boolean;
  onToggle: () => void;
}

/** Shows or hides the events of the storefront's own app detection; a toggle button. */
export function DetectionToggle({ count, shown, onToggle }: DetectionToggleProps) {
  return (
    <div className={styles.toggleRow}>
      <button
        type="button"
        className="button button-secondary"
        aria-pressed={shown}
        aria-describedby="detection-events-hint"
        onClick={onToggle}
        data-testid="webhooks-detection-toggle"
      >
        {shown ? `Hide detection events (${count})` : `Show detection events (${count} hidden)`}
      </button>
      <p id="detection-events-hint" className={styles.hint}>
        Detection events are the cart this storefront creates and deletes to see whether the store
        is installed, not a visitor&apos;s.
      </p>
    </div>
  );
}

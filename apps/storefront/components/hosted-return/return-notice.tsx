import type { ReturnNotice as Notice } from '@/lib/platform/hosted-return';
import styles from './return-notice.module.css';

/**
 * Back from a hosted page without anything to confirm: a canceled checkout (neutral), a declined
 * payment or another problem, in words. A refusal is an alert; a cancel only a status.
 */
export function ReturnNotice({ notice }: { notice: Notice }) {
  const tone = notice.kind === 'canceled' ? styles.neutral : styles.problem;
  return (
    <div
      className={`${styles.notice} ${tone}`}
      role={notice.kind === 'canceled' ? 'status' : 'alert'}
      data-testid="return-notice"
      data-kind={notice.kind}
    >
      <p className={styles.title}>{notice.title}</p>
      <p>{notice.text}</p>
    </div>
  );
}

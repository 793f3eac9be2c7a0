import Link from 'next/link';
import { ErrorMessage } from '@/components/error-message/error-message';
import type { AccountSectionData } from '@/lib/account/load';
import styles from './account.module.css';

/** One of the member's lists: its items with their status in words, or what to do next. */
export function AccountSection({ section }: { section: AccountSectionData }) {
  const headingId = `account-${section.key}`;
  const { result, emptyHint } = section;
  return (
    <section
      className={styles.section}
      aria-labelledby={headingId}
      data-testid={`account-section-${section.key}`}
    >
      <h2 id={headingId}>{section.title}</h2>
      {'error' in result ? (
        <ErrorMessage message={result.error} testId={`account-error-${section.key}`} compact />
      ) : result.items.length === 0 ? (
        <p className="muted" data-testid={`account-empty-${section.key}`}>
          {emptyHint.text} <Link href={emptyHint.href}>{emptyHint.link}</Link>.
        </p>
      ) : (
        <ul className={styles.items}>
          {result.items.map((item) => (
            <li key={item.id} className={styles.item} data-testid="account-item">
              <span className={styles.itemTitle}>{item.title}</span>
              <span className="muted">{item.detail}</span>
              <span className={styles.status}>
                <span className="visually-hidden">Status: </span>
                {item.status}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

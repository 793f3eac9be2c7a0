'use client';

import { ACCOUNT_SECTIONS, type MemberView } from '@/lib/members/views';
import { logout, openAccountSection } from './actions';
import buttonRow from '../button-row/button-row.module.css';
import styles from './members.module.css';
import { ErrorMessage } from '../error-message/error-message';
import { useMemberAction } from './use-member-action';

/** A logged-in member: the account sections on the platform's hosted pages, and Log out. */
export function MemberPanel({ member }: { member: MemberView }) {
  const account = useMemberAction(openAccountSection);
  const leave = useMemberAction(logout);
  const error = account.error ?? leave.error;

  return (
    <section className={styles.panel} aria-labelledby="member-greeting">
      <h2 id="member-greeting" data-testid="member-greeting">
        Hello {member.name}
      </h2>
      {member.email && member.email !== member.name && (
        <p className="muted" data-testid="member-email">
          {member.email}
        </p>
      )}
      <nav aria-label="My account">
        <ul className={buttonRow.buttonRow}>
          {ACCOUNT_SECTIONS.map(({ section, label }) => (
            <li key={section}>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => account.start(section)}
                data-testid={`account-${section}`}
              >
                {label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        className="button"
        onClick={() => leave.start()}
        data-testid="logout-button"
      >
        Log out
      </button>
      {error && <ErrorMessage testId="members-error" message={error} compact />}
    </section>
  );
}

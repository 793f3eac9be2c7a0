import { MEMBERS_PATH } from '@/lib/members/return-path';
import { LoginButton } from './login-button';
import styles from './members.module.css';

/** Not logged in: the hosted login, coming back here; `loggedOut` when back from logging out. */
export function VisitorPanel({ loggedOut = false }: { loggedOut?: boolean }) {
  return (
    <section className={styles.panel} aria-labelledby="member-greeting">
      {loggedOut && (
        <p role="status" data-testid="logged-out">
          You are logged out. Log in again to see your account.
        </p>
      )}
      <h2 id="member-greeting" data-testid="member-greeting">
        Hello visitor
      </h2>
      <p className="muted">Log in or register on the platform&apos;s login page.</p>
      <LoginButton returnTo={MEMBERS_PATH} />
    </section>
  );
}

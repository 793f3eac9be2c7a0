import Link from 'next/link';
import { MEMBERS_PATH } from '@/lib/members/return-path';
import styles from './members.module.css';

/** What went wrong with a login, and the way back to try again. */
export function LoginFailure({ message }: { message: string }) {
  return (
    <section
      className={`panel panel-error ${styles.failure}`}
      role="alert"
      data-testid="login-failed"
    >
      <h2>You are not logged in</h2>
      <p data-testid="login-failed-reason">{message}</p>
      <Link href={MEMBERS_PATH} className="button" data-testid="login-try-again">
        Back to Members to try again
      </Link>
    </section>
  );
}

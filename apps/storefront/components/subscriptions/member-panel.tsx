import { SUBSCRIPTIONS_PATH } from '@/lib/subscriptions/return-url';
import type { MemberOrderView } from '@/lib/subscriptions/types';
import { LoginButton } from '../members/login-button';
import styles from './subscriptions.module.css';

/**
 * A visitor may log in to see the plans they hold (buying does not need it: the checkout asks); a
 * member sees the plans they hold.
 */
export function MemberPanel({ member, orders }: { member: boolean; orders: MemberOrderView[] }) {
  if (!member)
    return (
      <section className={`panel ${styles.member}`} data-testid="subscriptions-login">
        <p>
          Log in to view the plans you hold. You can also buy one right away: the checkout asks you
          to log in or sign up.
        </p>
        <LoginButton returnTo={SUBSCRIPTIONS_PATH} />
      </section>
    );
  return (
    <section className={`panel ${styles.member}`} data-testid="subscriptions-member">
      {orders.length ? (
        <p>
          Your plans:{' '}
          {orders.map((o, i) => (
            <span key={o.id}>
              {i > 0 && ', '}
              {o.planName} ({o.statusText})
            </span>
          ))}
        </p>
      ) : (
        <p>You have no plans yet. Choose one below.</p>
      )}
    </section>
  );
}

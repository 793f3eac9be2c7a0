import { SUBSCRIPTIONS_PATH } from '@/lib/subscriptions/return-url';
import type { MemberOrderView } from '@/lib/subscriptions/types';
import { LoginButton } from '../members/login-button';
import styles from './subscriptions.module.css';

/** A visitor is asked to log in; a member sees the plans they hold. */
export function MemberPanel({ member, orders }: { member: boolean; orders: MemberOrderView[] }) {
  if (!member)
    return (
      <section className={`panel ${styles.member}`} data-testid="subscriptions-login">
        <p>Login to view your plans and buy one.</p>
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

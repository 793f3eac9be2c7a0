import type { ReactNode } from 'react';
import type { MemberOrderView, PlanView } from '@/lib/subscriptions/types';
import styles from './subscriptions.module.css';

interface PlanCardProps {
  plan: PlanView;
  /** The member's order this plan is marked with (held, else the newest), if any. */
  order?: MemberOrderView;
  /** Buy (or why the plan cannot be bought again). */
  action?: ReactNode;
}

/** One public plan: price, how long it lasts, the free trial and the perks. */
export function PlanCard({ plan, order, action }: PlanCardProps) {
  const headingId = `plan-${plan.id}`;
  return (
    <li className={`panel ${styles.plan}`} data-testid="plan" aria-labelledby={headingId}>
      <div className={styles.planHeader}>
        <h2 id={headingId} className={styles.planName}>
          {plan.name}
        </h2>
        {order && (
          <span
            className={styles.badge}
            data-testid="plan-order-status"
            data-held={order.held ? 'true' : 'false'}
          >
            {order.statusText}
          </span>
        )}
      </div>
      <p className={styles.price}>
        <span data-testid="plan-price">{plan.price}</span>
        {plan.duration && (
          <span className={styles.duration} data-testid="plan-duration">
            {' '}
            {plan.duration}
          </span>
        )}
      </p>
      {plan.freeTrial && (
        <p className={styles.trial} data-testid="plan-free-trial">
          {plan.freeTrial}
        </p>
      )}
      {plan.description && <p className="muted">{plan.description}</p>}
      {plan.perks.length > 0 && (
        <ul className={styles.perks} aria-label={`${plan.name} perks`} data-testid="plan-perks">
          {plan.perks.map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
      )}
      {action && <div className={styles.action}>{action}</div>}
    </li>
  );
}

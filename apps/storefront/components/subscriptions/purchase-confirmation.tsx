import type { ReactNode } from 'react';
import { orderStatusText } from '@/lib/subscriptions/views';
import type { PurchaseView } from '@/lib/subscriptions/types';
import styles from './subscriptions.module.css';

/** The thank-you panel both confirmations share (same test id: the specs read either). */
function ThankYou({ children }: { children: ReactNode }) {
  return (
    <section
      className={`panel ${styles.notice}`}
      data-testid="plan-purchase-confirmation"
      aria-live="polite"
    >
      <h2>Thank you for your purchase</h2>
      {children}
    </section>
  );
}

/** Back from the hosted checkout: the plan just bought and its status. */
export function PurchaseConfirmation({ purchase }: { purchase: PurchaseView }) {
  return (
    <ThankYou>
      <dl className="facts">
        <dt>Plan</dt>
        <dd data-testid="plan-purchase-name">{purchase.planName}</dd>
        <dt>Status</dt>
        <dd data-testid="plan-purchase-status" data-status={purchase.status}>
          {purchase.statusText}
        </dd>
        {purchase.startDate && (
          <>
            <dt>Starts</dt>
            <dd>{purchase.startDate}</dd>
          </>
        )}
      </dl>
      {purchase.status !== 'ACTIVE' && purchase.status !== 'PENDING' && (
        <p className="muted">Your plan is {orderStatusText(purchase.status).toLowerCase()}.</p>
      )}
    </ThankYou>
  );
}

/**
 * A visitor back from buying: they logged in on the hosted checkout, not on this site, so the
 * order is confirmed by name and the way to see it is to log in here.
 */
export function VisitorPurchaseNotice({ planName }: { planName: string }) {
  return (
    <ThankYou>
      <p>
        <span data-testid="plan-purchase-name">{planName}</span> is yours. Log in with the account
        you used at checkout to see its status.
      </p>
    </ThankYou>
  );
}

import { purchaseLimitNote } from '@/lib/subscriptions/purchase-limit';
import type { MemberOrderView, PlanView } from '@/lib/subscriptions/types';
import styles from './subscriptions.module.css';

interface BuyActionProps {
  plan: PlanView;
  /** How many orders of this plan the member placed. */
  bought: number;
  /** The member's held order of this plan: buying again is then an explicit choice. */
  held?: MemberOrderView | undefined;
  onBuy: (plan: PlanView) => void;
}

/**
 * A member's Buy: plain for a plan they do not hold, "Buy again" with a note for one they do, and
 * disabled with the reason beside it once the plan's per-member limit is reached (the platform
 * would refuse the purchase; the page says why before any click).
 */
export function BuyAction({ plan, bought, held, onBuy }: BuyActionProps) {
  const limit = purchaseLimitNote(plan, bought);
  const noteId = `plan-${plan.id}-buy-note`;
  const note = limit ?? (held && `You already hold this plan. Buying again adds a second order.`);
  // The note above the button: every card's button then sits on its bottom edge, level with
  // its neighbours', whether or not it has a note.
  return (
    <>
      {note && (
        <p
          id={noteId}
          className={`muted ${styles.buyNote}`}
          data-testid={limit ? 'plan-limit-reached' : 'plan-buy-again-note'}
        >
          {note}
        </p>
      )}
      <button
        type="button"
        className="button"
        disabled={Boolean(limit)}
        aria-describedby={note ? noteId : undefined}
        onClick={() => onBuy(plan)}
      >
        {held ? 'Buy again' : 'Buy'}
        <span className="visually-hidden"> {plan.name}</span>
      </button>
    </>
  );
}

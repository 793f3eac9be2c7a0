'use client';

import { useCallback, useState } from 'react';
import type { ActionError } from '@/lib/booking/types';
import type { MemberOrderView, PlanView } from '@/lib/subscriptions/types';
import { useAsyncHandler } from '../loader/use-async-handler';
import { useModal } from '../modals/modal-provider';
import { buyPlan } from './actions';
import { purchaseLimitNote } from '@/lib/subscriptions/purchase-limit';
import { PlanCard } from './plan-card';
import { SubscriptionsError } from './subscriptions-error';
import styles from './subscriptions.module.css';

class ActionFailure extends Error {
  constructor(readonly error: ActionError) {
    super(error.message);
  }
}

interface PlansFlowProps {
  plans: PlanView[];
  /** Members buy; visitors only see the plans. */
  member: boolean;
  orders: MemberOrderView[];
  /** Orders the member placed per plan id, to hold back Buy at a plan's purchase limit. */
  purchases: Record<string, number>;
}

/** The public plans; a member's Buy opens the hosted plans checkout through a server action. */
export function PlansFlow({ plans, member, orders, purchases }: PlansFlowProps) {
  const { openModal } = useModal();
  const [error, setError] = useState<ActionError | null>(null);

  const buy = useAsyncHandler(
    useCallback(async (planId: string) => {
      const result = await buyPlan(planId);
      // On success the action redirects the browser and nothing comes back.
      if (result?.error) throw new ActionFailure(result.error);
    }, []),
  );

  function choose(plan: PlanView) {
    setError(null);
    buy(plan.id).catch((reason: unknown) => {
      const failure = reason instanceof ActionFailure ? reason.error : null;
      if (failure?.code === 'PREMIUM_REQUIRED')
        openModal('premium-upgrade', { feature: 'selling paid plans' });
      setError(failure ?? { message: reason instanceof Error ? reason.message : String(reason) });
    });
  }

  return (
    <>
      {error && <SubscriptionsError message={error.message} logged />}
      <ul className={styles.plans} data-testid="plans">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            order={orders.find((o) => o.planId === plan.id)}
            action={member && buyOrNote(plan, purchases[plan.id] ?? 0, choose)}
          />
        ))}
      </ul>
    </>
  );
}

/** Buy, or why the member cannot buy the plan again. */
function buyOrNote(plan: PlanView, bought: number, choose: (plan: PlanView) => void) {
  const note = purchaseLimitNote(plan, bought);
  if (note)
    return (
      <p className="muted" data-testid="plan-limit-reached">
        {note}
      </p>
    );
  return (
    <button type="button" className="button" onClick={() => choose(plan)}>
      Buy<span className="visually-hidden"> {plan.name}</span>
    </button>
  );
}

'use client';

import { useCallback, useState } from 'react';
import type { ActionError } from '@/lib/booking/types';
import type { MemberOrderView, PlanView } from '@/lib/subscriptions/types';
import { BuyAction } from './buy-action';
import { useAsyncHandler } from '../loader/use-async-handler';
import { useModal } from '../modals/modal-provider';
import { buyPlan } from './actions';
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
  /** Per plan id, the member's order its card is marked with. */
  marks: Record<string, MemberOrderView>;
  /** Orders the member placed per plan id, to hold back Buy at a plan's purchase limit. */
  purchases: Record<string, number>;
}

/**
 * The public plans; Buy opens the hosted plans checkout through a server action (a visitor logs in
 * or signs up there).
 */
export function PlansFlow({ plans, marks, purchases }: PlansFlowProps) {
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
            order={marks[plan.id]}
            action={
              <BuyAction
                plan={plan}
                bought={purchases[plan.id] ?? 0}
                held={marks[plan.id]?.held ? marks[plan.id] : undefined}
                onBuy={choose}
              />
            }
          />
        ))}
      </ul>
    </>
  );
}

'use client';

import { useCallback, useState } from 'react';
import { ActionFailure } from '@/lib/actions/action-failure';
import type { ActionError } from '@/lib/actions/types';
import type { MemberOrderView, PlanView } from '@/lib/subscriptions/types';
import { BuyAction } from './buy-action';
import { useAsyncHandler } from '../loader/use-async-handler';
import { useActionFailure } from '../modals/use-action-failure';
import { buyPlan } from './actions';
import { PlanCard } from './plan-card';
import { ErrorMessage } from '../error-message/error-message';
import styles from './subscriptions.module.css';

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
  const failureOf = useActionFailure('selling paid plans');
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
    buy(plan.id).catch((reason: unknown) => setError(failureOf(reason)));
  }

  return (
    <>
      {error && <ErrorMessage testId="subscriptions-error" message={error.message} />}
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

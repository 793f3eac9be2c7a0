import type { PaidPlanBenefit } from '@headless/contract';
import { EventTicketsErrorCode as Code } from '@headless/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { memberIdOf } from '../../../http/require-member';
import { invalid } from '../../../kernel/errors';
import { findOrder, statusAt } from '../../plan-orders/index';
import type { Caller } from '../../../kernel/caller';

/**
 * A paid plan benefit must name an active plan order of the calling member: anyone else's, or an
 * ended one, is refused. Plans carry no event benefits on the local platform, so a valid one
 * changes no price (apps/platform/README.md, "What it does not emulate").
 */
export async function checkPlanBenefit(
  db: Db,
  caller: Caller,
  benefit: z.infer<typeof PaidPlanBenefit> | undefined,
): Promise<void> {
  const { now } = caller;
  if (!benefit) return;
  const memberId = memberIdOf(caller, 'use a paid plan benefit');
  const order = await findOrder(db, caller.siteId, benefit.planOrderId, memberId);
  const status = statusAt(order, now);
  if (status !== 'ACTIVE')
    throw invalid(Code.planOrderNotActive, `Plan order ${order.id} is ${status}, not ACTIVE`, {
      planOrderId: order.id,
      status,
    });
}

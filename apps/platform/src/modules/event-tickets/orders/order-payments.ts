import type { OrderResponse, PaymentActionError } from '@headless/contract';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../kernel/caller';
import { invalid, notFound } from '../../../kernel/errors';
import { findOrder, type OrderRow } from './order-store';
import { applyTransition, CONFIRM, DECLINE, PAY, type Transition } from './order-transitions';
import { ALL_FIELDSETS } from './order-wire';
import { bundleToWire } from './order-reads';

const failure = (code: PaymentActionError, order: OrderRow, message: string) =>
  invalid(code, message, { orderNumber: order.orderNumber, status: order.status });

/** Capture and void act on card authorizations only; the failures name why not (§2.6). */
function authorizationGuard(kind: 'capture' | 'void') {
  return (order: OrderRow, now: Date) => {
    if (order.paymentChannel === 'OFFLINE')
      throw failure('OFFLINE', order, `Order ${order.orderNumber} is paid offline`);
    if (order.status !== 'AUTHORIZED')
      throw failure('NOT_SUPPORTED', order, `Order ${order.orderNumber} has no authorized payment`);
    if (kind === 'capture' && order.paymentChannel === 'POS')
      throw failure(
        'REQUIRES_CARD_READER',
        order,
        `Capture order ${order.orderNumber} on the card reader`,
      );
    if (order.authorizationExpiresAt && order.authorizationExpiresAt <= now)
      throw failure(
        'EXPIRED',
        order,
        `The authorization of order ${order.orderNumber} has expired`,
      );
  };
}

export const CAPTURE: Transition = {
  from: ['AUTHORIZED'],
  to: 'PAID',
  action: 'paid',
  guard: authorizationGuard('capture'),
};
export const VOID: Transition = {
  from: ['AUTHORIZED'],
  to: 'VOIDED',
  guard: authorizationGuard('void'),
};

/** One transition of any event's order, in its own transaction; the order in full. */
async function runTransition(db: Db, caller: Caller, orderNumber: string, t: Transition) {
  const order = await db.transaction((tx) => applyTransition(tx, caller, orderNumber, t));
  return bundleToWire(db, order, ALL_FIELDSETS);
}

/** Capture or void; an unknown order fails with code NOT_FOUND, as these calls name it. */
export async function paymentAction(
  db: Db,
  caller: Caller,
  orderNumber: string,
  kind: 'capture' | 'void',
): Promise<OrderResponse> {
  if (!(await findOrder(db, caller.siteId, orderNumber)))
    throw notFound('NOT_FOUND', `Order ${orderNumber} not found`, { orderNumber });
  const t = kind === 'capture' ? CAPTURE : VOID;
  const order = await runTransition(db, caller, orderNumber, t);
  return { order };
}

/** OFFLINE_PENDING → PAID for each order, all or none. */
export async function confirmOrders(
  db: Db,
  caller: Caller,
  eventId: string | undefined,
  orderNumbers: string[],
) {
  const rows = await db.transaction(async (tx) => {
    const out: OrderRow[] = [];
    for (const n of [...new Set(orderNumbers)].sort())
      out.push(await applyTransition(tx, caller, n, CONFIRM, eventId));
    return out;
  });
  return { orders: await Promise.all(rows.map((r) => bundleToWire(db, r, ALL_FIELDSETS))) };
}

/** The hosted page's simulated payment: PENDING → PAID (see index.ts). */
export async function payEventOrder(db: Db, caller: Caller, orderNumber: string) {
  return runTransition(db, caller, orderNumber, PAY);
}

/** The hosted page's declined payment: PENDING → DECLINED, the seats go back. */
export async function declineEventOrder(db: Db, caller: Caller, orderNumber: string) {
  return runTransition(db, caller, orderNumber, DECLINE);
}

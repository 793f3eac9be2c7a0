import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { planOrders as o } from '../../db/schema/pricing-plans';
import { recordOrderNotifications } from './notifications';
import { cyclesOf, statusAt, type PlanOrderRow } from './periods';
import { orderToWire } from './to-wire';
import { isUuid } from '../../kernel/ids';

/**
 * How far the clock has come for an order at `now`: whether it has started (an order made to start
 * later waits for its start date), cycles begun, and whether it is over.
 */
export function clockAt(row: PlanOrderRow, now: Date) {
  // An unpaid online order (DRAFT) has not begun: nothing is due until it is paid.
  if (row.status === 'DRAFT') return { started: false, begun: 0, ended: false };
  const begun = cyclesOf(row, now).filter((c) => new Date(c.startedDate) <= now).length;
  const status = statusAt(row, now);
  const started = row.startDate <= now;
  return { started, begun, ended: status === 'ENDED' || status === 'CANCELED' };
}

/**
 * Records one order's due notifications. The update only matches while the row still says what
 * this reader saw, so of two readers (or two instances) exactly one records them.
 */
async function recordDue(db: Db, row: PlanOrderRow, now: Date): Promise<void> {
  const { started, begun, ended } = clockAt(row, now);
  const startDue = started && !row.startedNotified;
  if (begun <= row.notifiedCycles && !ended && !startDue) return;
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(o)
      .set({
        notifiedCycles: Math.max(begun, row.notifiedCycles),
        endedNotified: ended,
        startedNotified: row.startedNotified || started,
      })
      .where(
        and(
          eq(o.id, row.id),
          eq(o.notifiedCycles, row.notifiedCycles),
          eq(o.endedNotified, false),
          eq(o.startedNotified, row.startedNotified),
        ),
      )
      .returning({ id: o.id });
    if (!claimed) return;
    const event = { siteId: row.siteId, entityId: row.id, wire: orderToWire(row, now) };
    if (startDue) await recordOrderNotifications(tx, ['started'], event);
    for (let cycle = row.notifiedCycles + 1; cycle <= begun; cycle++)
      await recordOrderNotifications(tx, ['cycle_started'], {
        ...event,
        extra: { cycleNumber: cycle },
      });
    if (ended) await recordOrderNotifications(tx, ['ended'], event);
  });
}

/**
 * The clock's notifications of the site's orders (a member's only, when given) that are due at
 * `now`: started when an order made to start later reaches its start date, cycle_started as each
 * cycle begins, ended once an order is over. No job runs them: reads
 * call this, as the events clock does (modules/events/notifications.ts).
 */
export async function recordDueOrderNotifications(
  db: Db,
  siteId: string,
  now: Date,
  scope: { memberId?: string | undefined; orderId?: string | undefined } = {},
): Promise<void> {
  if (scope.orderId !== undefined && !isUuid(scope.orderId)) return;
  const rows = await db
    .select()
    .from(o)
    .where(
      and(
        eq(o.siteId, siteId),
        eq(o.endedNotified, false),
        scope.memberId ? eq(o.memberId, scope.memberId) : undefined,
        scope.orderId ? eq(o.id, scope.orderId) : undefined,
      ),
    );
  for (const row of rows) await recordDue(db, row, now);
}

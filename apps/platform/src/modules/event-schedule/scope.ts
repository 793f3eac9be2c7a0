import {
  EventsErrorCode as Code,
  PlatformErrorCode,
  type ScheduleStateFilter,
} from '@headless/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { eventsEvents as e, eventsScheduleItems as s } from '../../db/schema/events';
import type { Caller } from '../../kernel/caller';
import { forbidden, notFound } from '../../kernel/errors';

export const isOwner = (caller: Caller) => caller.role === 'ADMIN';

export const itemNotFound = (itemId: string) =>
  notFound(Code.scheduleItemNotFound, `Schedule item ${itemId} not found`, { itemId });

/** Drafts and hidden items are the owner's: a visitor or member asking for them is refused. */
export function ownerOnlyState(caller: Caller, what: string): void {
  if (isOwner(caller)) return;
  throw forbidden(PlatformErrorCode.forbidden, `Only the site owner may read ${what}`, {
    role: caller.role,
  });
}

/** What guests see: published rows, not hidden, of events that are not drafts. */
export const guestView = (): SQL =>
  and(
    eq(s.draft, false),
    eq(s.hidden, false),
    sql`exists (select 1 from ${e} where ${e.id} = ${s.eventId} and ${e.state} <> 'DRAFT')`,
  )!;

/**
 * List's `state` (the reference's rule): neither PUBLISHED nor DRAFT means PUBLISHED; neither
 * VISIBLE nor HIDDEN means VISIBLE; both of a pair means either.
 */
export function stateWhere(states: ScheduleStateFilter[] = []): SQL[] {
  const has = (state: ScheduleStateFilter) => states.includes(state);
  const where: SQL[] = [];
  const published = has('PUBLISHED') || !has('DRAFT');
  const draft = has('DRAFT');
  if (published !== draft) where.push(eq(s.draft, draft));
  const visible = has('VISIBLE') || !has('HIDDEN');
  const hidden = has('HIDDEN');
  if (visible !== hidden) where.push(eq(s.hidden, hidden));
  return where;
}

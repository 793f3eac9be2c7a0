import {
  DEFAULT_PAGE_SIZE,
  EventPolicyErrorCode as Code,
  type QueryEventPoliciesRequest,
  type QueryEventPoliciesResponse,
  type ReorderEventPoliciesRequest,
} from '@headless/contract';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventsPolicies as p } from '../../db/schema/event-policies';
import { eventsEvents as e } from '../../db/schema/events';
import type { Caller } from '../../kernel/caller';
import { notFound, validationError } from '../../kernel/errors';
import { entityEventRecorder } from '../../outbox/record';
import {
  compileCursorQuery,
  defineFields,
  recordDateFields,
  type EntityQuerySpec,
} from '../../query';
import { lockEvent } from '../events';
import { policyToWire } from './store';

/** An event's policies in the owner's order (0041), newest first where none was given. */
export const policyOrder = [asc(p.position), desc(p.createdAt), asc(p.id)];

const policyQuerySpec: EntityQuerySpec = {
  fields: defineFields({
    id: { sql: sql`${p.id}::text`, type: 'string' },
    eventId: { sql: sql`${p.eventId}::text`, type: 'string' },
    name: { sql: p.name, type: 'string', sortable: true },
    ...recordDateFields(p),
  }),
  defaultSort: policyOrder,
  tieBreaker: p.id,
  defaultLimit: DEFAULT_PAGE_SIZE,
};

/**
 * Query Policies: the owner's over all the site's policies; a visitor's or member's over the
 * policies of events they can see (not drafts), as the checkout shows them.
 */
export async function queryPolicies(
  db: Db,
  caller: Caller,
  { query }: QueryEventPoliciesRequest,
): Promise<QueryEventPoliciesResponse> {
  const q = compileCursorQuery(query, policyQuerySpec);
  const published =
    caller.role === 'ADMIN'
      ? undefined
      : inArray(
          p.eventId,
          db
            .select({ id: e.id })
            .from(e)
            .where(and(eq(e.siteId, caller.siteId), ne(e.state, 'DRAFT'))),
        );
  const rows = await db
    .select()
    .from(p)
    .where(and(eq(p.siteId, caller.siteId), published, q.where))
    .orderBy(...q.orderBy)
    .limit(q.limit + 1)
    .offset(q.offset);
  const { items, pagingMetadata } = q.page(rows);
  return { policies: items.map(policyToWire), metadata: pagingMetadata };
}

const recordPolicyEvent = entityEventRecorder('wix.events.v1.policy', 'policy');
const policyNotFound = (policyId: string, field: string) =>
  notFound(Code.notFound, `Policy ${policyId} not found in the event`, { policyId, field });

/**
 * Reorder Event Policies: the policy moves just before or after another of the event's; the
 * others keep their order. Under the event's lock, as creates are; the moved policy is recorded
 * as updated.
 */
export async function reorderEventPolicies(
  db: Db,
  caller: Caller,
  request: ReorderEventPoliciesRequest,
) {
  const reference = request.afterPolicyId ?? request.beforePolicyId;
  if (!reference)
    throw validationError([
      {
        field: 'beforePolicyId',
        description: 'one of beforePolicyId and afterPolicyId is required',
        violatedRule: 'REQUIRED_FIELD',
      },
    ]);
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, caller.siteId, request.eventId, true);
    const rows = await tx
      .select()
      .from(p)
      .where(and(eq(p.siteId, caller.siteId), eq(p.eventId, event.id)))
      .orderBy(...policyOrder);
    const moving = rows.find((row) => row.id === request.policyId);
    if (!moving) throw policyNotFound(request.policyId, 'policyId');
    const rest = rows.filter((row) => row !== moving);
    const at = rest.findIndex((row) => row.id === reference);
    if (at < 0 || reference === moving.id)
      throw policyNotFound(reference, request.afterPolicyId ? 'afterPolicyId' : 'beforePolicyId');
    rest.splice(request.afterPolicyId ? at + 1 : at, 0, moving);
    for (const [position, row] of rest.entries())
      if (row.position !== position || row === moving)
        await tx.update(p).set({ position, updatedAt: caller.now }).where(eq(p.id, row.id));
    const ordered = await tx
      .select()
      .from(p)
      .where(and(eq(p.siteId, caller.siteId), eq(p.eventId, event.id)))
      .orderBy(...policyOrder);
    const wire = ordered.map(policyToWire);
    const moved = wire.find((w) => w.id === moving.id)!;
    await recordPolicyEvent(tx, {
      siteId: caller.siteId,
      slug: 'updated',
      entityId: moving.id,
      wire: moved,
      caller,
    });
    return { policies: wire };
  });
}

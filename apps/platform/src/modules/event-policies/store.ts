import {
  EventPolicyErrorCode as Code,
  MAX_POLICIES_PER_EVENT,
  type CreatePolicyRequest,
  type EventPolicy,
  type UpdatePolicyRequest,
} from '@headless/contract';
import { and, count, eq, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventsPolicies as p } from '../../db/schema/event-policies';
import type { Caller } from '../../kernel/caller';
import { conflict, invalid, notFound } from '../../kernel/errors';
import { nextRevision, ownedRecords } from '../../owned/records';
import { lockEvent } from '../events';
import { wireDates } from '../../kernel/wire-dates';

type PolicyRow = typeof p.$inferSelect;

export function policyToWire(row: PolicyRow): EventPolicy {
  return {
    id: row.id,
    revision: String(row.revision),
    ...wireDates(row),
    name: row.name,
    body: row.body,
    eventId: row.eventId,
  };
}

const policies = ownedRecords({
  table: p,
  toWire: policyToWire,
  entity: 'wix.events.v1.policy',
  notFound: (policyId) => notFound(Code.notFound, `Policy ${policyId} not found`, { policyId }),
});
type Params = { policyId: string };

/**
 * At most three per event: counted under the event's row lock, so concurrent creates queue; each
 * new one first in the event's order.
 */
export async function createPolicy(db: Db, caller: Caller, input: CreatePolicyRequest['policy']) {
  return policies.create(db, caller, {
    values: async (tx) => {
      const event = await lockEvent(tx, caller.siteId, input.eventId, true);
      const [existing] = await tx
        .select({ n: count(), first: min(p.position) })
        .from(p)
        .where(and(eq(p.siteId, caller.siteId), eq(p.eventId, event.id)));
      if (Number(existing?.n ?? 0) >= MAX_POLICIES_PER_EVENT)
        throw invalid(
          Code.limitReached,
          `An event has at most ${MAX_POLICIES_PER_EVENT} policies`,
          { eventId: event.id },
        );
      // A new policy goes first, as the real platform lists them newest first.
      const position = (existing?.first ?? 1) - 1;
      return { eventId: event.id, name: input.name, body: input.body, position };
    },
  });
}

export async function getPolicy(db: Db, caller: Caller, { policyId }: Params) {
  return policies.read(db, caller, { id: policyId });
}

export async function updatePolicy(
  db: Db,
  caller: Caller,
  { policyId }: Params,
  patch: UpdatePolicyRequest['policy'],
) {
  return policies.update(
    db,
    caller,
    { id: policyId },
    {
      changes: (current) => ({
        ...nextRevision(p.revision, current, patch.revision, (currentRevision) =>
          conflict(Code.revisionMismatch, 'The policy changed since it was read', {
            policyId,
            currentRevision,
          }),
        ),
        name: patch.name,
        body: patch.body,
      }),
    },
  );
}

export async function deletePolicy(db: Db, caller: Caller, { policyId }: Params) {
  await policies.remove(db, caller, { id: policyId });
}

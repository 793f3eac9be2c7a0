import {
  EventPolicyErrorCode as Code,
  MAX_POLICIES_PER_EVENT,
  type CreatePolicyRequest,
  type EventPolicy,
  type UpdatePolicyRequest,
} from '@headless/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventsPolicies as p } from '../../db/schema/event-policies';
import type { Caller } from '../../kernel/caller';
import { conflict, invalid, notFound } from '../../kernel/errors';
import { isUuid } from '../../kernel/ids';
import { recordOutboxEvent } from '../../outbox/record';
import { lockEvent } from '../events';

type PolicyRow = typeof p.$inferSelect;

export function policyToWire(row: PolicyRow): EventPolicy {
  return {
    id: row.id,
    revision: String(row.revision),
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
    name: row.name,
    body: row.body,
    eventId: row.eventId,
  };
}

async function record(
  tx: Db,
  caller: Caller,
  slug: 'created' | 'updated' | 'deleted',
  row: PolicyRow,
) {
  await recordOutboxEvent(tx, {
    siteId: caller.siteId,
    eventType: `wix.events.v1.policy_${slug}`,
    entityId: row.id,
    payload: policyToWire(row),
    identity: caller.identity,
  });
}

/** At most three per event: counted under the event's row lock, so concurrent creates queue. */
export async function createPolicy(db: Db, caller: Caller, input: CreatePolicyRequest['policy']) {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, caller.siteId, input.eventId, true);
    const [existing] = await tx
      .select({ n: count() })
      .from(p)
      .where(and(eq(p.siteId, caller.siteId), eq(p.eventId, event.id)));
    if (Number(existing?.n ?? 0) >= MAX_POLICIES_PER_EVENT)
      throw invalid(Code.limitReached, `An event has at most ${MAX_POLICIES_PER_EVENT} policies`, {
        eventId: event.id,
      });
    const [row] = await tx
      .insert(p)
      .values({
        siteId: caller.siteId,
        eventId: event.id,
        name: input.name,
        body: input.body,
        createdAt: caller.now,
        updatedAt: caller.now,
      })
      .returning();
    await record(tx, caller, 'created', row!);
    return policyToWire(row!);
  });
}

async function lockPolicy(tx: Db, siteId: string, policyId: string): Promise<PolicyRow> {
  const [row] = isUuid(policyId)
    ? await tx
        .select()
        .from(p)
        .where(and(eq(p.siteId, siteId), eq(p.id, policyId)))
        .for('update')
    : [];
  if (!row) throw notFound(Code.notFound, `Policy ${policyId} not found`, { policyId });
  return row;
}

export async function getPolicy(db: Db, siteId: string, policyId: string) {
  return policyToWire(await db.transaction((tx) => lockPolicy(tx, siteId, policyId)));
}

export async function updatePolicy(
  db: Db,
  caller: Caller,
  policyId: string,
  patch: UpdatePolicyRequest['policy'],
) {
  return db.transaction(async (tx) => {
    const current = await lockPolicy(tx, caller.siteId, policyId);
    if (String(current.revision) !== patch.revision)
      throw conflict(Code.revisionMismatch, 'The policy changed since it was read', {
        policyId,
        currentRevision: String(current.revision),
      });
    const [row] = await tx
      .update(p)
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.body !== undefined ? { body: patch.body } : {}),
        revision: sql`${p.revision} + 1`,
        updatedAt: caller.now,
      })
      .where(eq(p.id, current.id))
      .returning();
    await record(tx, caller, 'updated', row!);
    return policyToWire(row!);
  });
}

export async function deletePolicy(db: Db, caller: Caller, policyId: string) {
  await db.transaction(async (tx) => {
    const row = await lockPolicy(tx, caller.siteId, policyId);
    await tx.delete(p).where(eq(p.id, row.id));
    await record(tx, caller, 'deleted', row);
  });
}

import {
  BookingPolicyErrorCode as Code,
  type BookingPolicy,
  type BookingPolicyInput,
  type SetDefaultBookingPolicyResponse,
  type UpdateBookingPolicyRequest,
} from '@headless/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookingsPolicies as p, type PolicyRules } from '../../../db/schema/bookings';
import type { Caller } from '../../../kernel/caller';
import { conflict, notFound, precondition } from '../../../kernel/errors';
import { recordOutboxEvent } from '../../../outbox/record';
import { policyToWire, type PolicyRow } from './policy-wire';
import { lockOnSite } from '../site-records';

export const POLICY_FQDN = 'wix.bookings.v1.booking_policy';
type Slug = 'created' | 'updated' | 'deleted' | 'default_booking_policy_set';

const wire = (row: PolicyRow) => policyToWire(row, row.createdAt);

function record(tx: Db, caller: Caller, row: PolicyRow, slug: Slug, body: object) {
  return recordOutboxEvent(tx, {
    siteId: row.siteId,
    eventType: `${POLICY_FQDN}_${slug}`,
    entityId: row.id,
    payload: { ...body },
    caller,
  });
}

export const policyNotFound = (id: string) =>
  notFound(Code.notFound, `Booking policy ${id} not found`, { bookingPolicyId: id });

/** The site's policy, locked for the change. */
const lockPolicy = (tx: Db, siteId: string, id: string): Promise<PolicyRow> =>
  lockOnSite(tx, p, siteId, id, () => policyNotFound(id));

const rulesOf = ({ name: _n, ...rules }: Partial<BookingPolicyInput>) => rules as PolicyRules;

/** A new policy is never the default (setDefault makes it so). */
export async function createPolicy(
  db: Db,
  caller: Caller,
  input: BookingPolicyInput,
): Promise<BookingPolicy> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(p)
      .values({ siteId: caller.siteId, name: input.name, rules: rulesOf(input) })
      .returning();
    const policy = wire(row!);
    await record(tx, caller, row!, 'created', policy);
    return policy;
  });
}

/** The sent rules replace the stored ones of the same name; the revision must be current. */
export async function updatePolicy(
  db: Db,
  caller: Caller,
  id: string,
  patch: UpdateBookingPolicyRequest['bookingPolicy'],
): Promise<BookingPolicy> {
  return db.transaction(async (tx) => {
    const row = await lockPolicy(tx, caller.siteId, id);
    if (String(row.revision) !== patch.revision)
      throw conflict(Code.revisionMismatch, 'The booking policy changed since you read it', {
        revision: String(row.revision),
      });
    const { id: _id, revision: _r, ...input } = patch;
    const [updated] = await tx
      .update(p)
      .set({
        ...(input.name ? { name: input.name } : {}),
        rules: { ...row.rules, ...rulesOf(input) },
        revision: sql`${p.revision} + 1`,
        updatedAt: caller.now,
      })
      .where(eq(p.id, row.id))
      .returning();
    const policy = wire(updated!);
    await record(tx, caller, updated!, 'updated', policy);
    return policy;
  });
}

/** The default cannot go (428): another must become the default first. */
export async function deletePolicy(db: Db, caller: Caller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockPolicy(tx, caller.siteId, id);
    if (row.isDefault)
      throw precondition(Code.defaultCannotBeDeleted, 'Set another default policy first', {
        bookingPolicyId: id,
      });
    await tx.delete(p).where(eq(p.id, row.id));
    await record(tx, caller, row, 'deleted', wire(row));
  });
}

/** Moves the default flag; both policies get their updated event, then the action's. */
export async function setDefaultPolicy(
  db: Db,
  caller: Caller,
  id: string,
): Promise<SetDefaultBookingPolicyResponse> {
  const { siteId } = caller;
  return db.transaction(async (tx) => {
    // One default per site (0003's unique index): changes of it queue on a per-site lock.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`policy-default:${siteId}`}))`);
    const row = await lockPolicy(tx, siteId, id);
    if (row.isDefault) return { currentDefaultBookingPolicy: wire(row) };
    const flip = (where: ReturnType<typeof eq>, isDefault: boolean) =>
      tx
        .update(p)
        .set({ isDefault, revision: sql`${p.revision} + 1`, updatedAt: caller.now })
        .where(and(eq(p.siteId, siteId), where))
        .returning();
    const [previous] = await flip(eq(p.isDefault, true), false);
    const [current] = await flip(eq(p.id, row.id), true);
    const body = {
      currentDefaultBookingPolicy: wire(current!),
      ...(previous ? { previousDefaultBookingPolicy: wire(previous) } : {}),
    };
    for (const changed of [previous, current])
      if (changed) await record(tx, caller, changed, 'updated', wire(changed));
    await record(tx, caller, current!, 'default_booking_policy_set', body);
    return body;
  });
}

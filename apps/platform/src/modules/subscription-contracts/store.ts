import {
  SubscriptionContractErrorCode as Code,
  type CreateSubscriptionContractRequest,
  type UpdateSubscriptionContractRequest,
} from '@headless/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ecomSubscriptionContracts as c } from '../../db/schema/subscription-contracts';
import type { Caller } from '../../kernel/caller';
import { conflict, notFound } from '../../kernel/errors';
import { isUuid } from '../../kernel/ids';
import { recordOutboxEvent } from '../../outbox/record';
import { contractToWire, storedLines, type ContractRow } from './to-wire';

type Slug = 'created' | 'updated' | 'deleted';
const FIELD = 'subscriptionContract.lineItems';

async function record(tx: Db, caller: Caller, slug: Slug, row: ContractRow) {
  await recordOutboxEvent(tx, {
    siteId: caller.siteId,
    eventType: `wix.ecom.subscription_contracts.v1.subscription_contract_${slug}`,
    entityId: row.id,
    payload: contractToWire(row),
    identity: caller.identity,
  });
}

export async function createContract(
  db: Db,
  caller: Caller,
  input: CreateSubscriptionContractRequest['subscriptionContract'],
) {
  const lineItems = storedLines(input.lineItems, input.currency, FIELD);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(c)
      .values({
        siteId: caller.siteId,
        buyerInfo: input.buyerInfo,
        currency: input.currency,
        lineItems,
        subscriptionSettings: input.subscriptionSettings,
        description: input.description ?? null,
        createdAt: caller.now,
        updatedAt: caller.now,
      })
      .returning();
    await record(tx, caller, 'created', row!);
    return contractToWire(row!);
  });
}

/** The site's contract, locked for the transaction: changes to one contract run one by one. */
async function lockContract(tx: Db, siteId: string, id: string): Promise<ContractRow> {
  const [row] = isUuid(id)
    ? await tx
        .select()
        .from(c)
        .where(and(eq(c.siteId, siteId), eq(c.id, id)))
        .for('update')
    : [];
  if (!row) throw notFound(Code.notFound, `Subscription contract ${id} not found`, { id });
  return row;
}

export async function getContract(db: Db, siteId: string, id: string) {
  return contractToWire(await db.transaction((tx) => lockContract(tx, siteId, id)));
}

export async function updateContract(
  db: Db,
  caller: Caller,
  id: string,
  patch: UpdateSubscriptionContractRequest['subscriptionContract'],
) {
  return db.transaction(async (tx) => {
    const current = await lockContract(tx, caller.siteId, id);
    if (String(current.revision) !== patch.revision)
      throw conflict(Code.revisionMismatch, 'The subscription contract changed since it was read', {
        currentRevision: String(current.revision),
      });
    const lines = patch.lineItems && storedLines(patch.lineItems, current.currency, FIELD);
    const [row] = await tx
      .update(c)
      .set({
        ...(lines ? { lineItems: lines } : {}),
        ...(patch.buyerInfo ? { buyerInfo: patch.buyerInfo } : {}),
        ...(patch.subscriptionSettings ? { subscriptionSettings: patch.subscriptionSettings } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
        revision: sql`${c.revision} + 1`,
        updatedAt: caller.now,
      })
      .where(eq(c.id, current.id))
      .returning();
    await record(tx, caller, 'updated', row!);
    return contractToWire(row!);
  });
}

export async function deleteContract(db: Db, caller: Caller, id: string) {
  await db.transaction(async (tx) => {
    const row = await lockContract(tx, caller.siteId, id);
    await tx.delete(c).where(eq(c.id, row.id));
    await record(tx, caller, 'deleted', row);
  });
}

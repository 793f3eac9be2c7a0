import {
  SubscriptionContractErrorCode as Code,
  type CreateSubscriptionContractRequest,
  type UpdateSubscriptionContractRequest,
} from '@headless/contract';
import type { Db } from '../../db/client';
import { ecomSubscriptionContracts as c } from '../../db/schema/subscription-contracts';
import type { Caller } from '../../kernel/caller';
import { conflict, notFound } from '../../kernel/errors';
import { nextRevision, ownedRecords } from '../../owned/records';
import { contractToWire, storedLines } from './to-wire';

const FIELD = 'subscriptionContract.lineItems';
const contracts = ownedRecords({
  table: c,
  toWire: contractToWire,
  entity: 'wix.ecom.subscription_contracts.v1.subscription_contract',
  notFound: (id) => notFound(Code.notFound, `Subscription contract ${id} not found`, { id }),
});
type Params = { subscriptionContractId: string };

export async function createContract(
  db: Db,
  caller: Caller,
  input: CreateSubscriptionContractRequest['subscriptionContract'],
) {
  const lineItems = storedLines(input.lineItems, input.currency, FIELD);
  return contracts.create(db, caller, {
    values: () => ({
      buyerInfo: input.buyerInfo,
      currency: input.currency,
      lineItems,
      subscriptionSettings: input.subscriptionSettings,
      description: input.description ?? null,
    }),
  });
}

export async function getContract(db: Db, caller: Caller, params: Params) {
  return contracts.read(db, caller, { id: params.subscriptionContractId });
}

export async function updateContract(
  db: Db,
  caller: Caller,
  params: Params,
  patch: UpdateSubscriptionContractRequest['subscriptionContract'],
) {
  return contracts.update(
    db,
    caller,
    { id: params.subscriptionContractId },
    {
      changes: (current) => ({
        ...nextRevision(c.revision, current, patch.revision, (currentRevision) =>
          conflict(Code.revisionMismatch, 'The subscription contract changed since it was read', {
            currentRevision,
          }),
        ),
        lineItems: patch.lineItems && storedLines(patch.lineItems, current.currency, FIELD),
        buyerInfo: patch.buyerInfo,
        subscriptionSettings: patch.subscriptionSettings,
        description: patch.description,
      }),
    },
  );
}

export async function deleteContract(db: Db, caller: Caller, params: Params) {
  await contracts.remove(db, caller, { id: params.subscriptionContractId });
}

import {
  CreateSubscriptionContractRequest,
  QuerySubscriptionContractsRequest,
  QuerySubscriptionContractsResponse,
  SubscriptionContractIdParams,
  SubscriptionContractResponse,
  UpdateSubscriptionContractRequest,
} from '@headless/contract';
import type { App } from '../../kernel/app-type';
import { complexGetRoute } from '../../http/complex-get';
import { ownerRoutes } from '../../owned/routes';
import { queryContracts } from './query';
import { createContract, deleteContract, getContract, updateContract } from './store';

/** The documented path (the official SDK's too), then the one this platform served first. */
const BASE = '/ecom/subscription-contracts/v1/subscription-contracts';
const OLD_BASE = '/ecom/v1/subscription-contracts';

/** Subscription contracts (owner only): create, update and delete are domain events. */
export default async function subscriptionContractRoutes(app: App): Promise<void> {
  ownerRoutes(app, {
    response: SubscriptionContractResponse,
    collection: { path: BASE, aliases: [OLD_BASE] },
    one: {
      path: `${BASE}/:subscriptionContractId`,
      aliases: [`${OLD_BASE}/:subscriptionContractId`],
      params: SubscriptionContractIdParams,
    },
    create: { body: CreateSubscriptionContractRequest, run: createContract },
    read: getContract,
    update: { body: UpdateSubscriptionContractRequest, run: updateContract },
    remove: deleteContract,
  });
  // querySubscriptionContracts: a complex GET on a literal segment, which wins over the id's.
  complexGetRoute(app, {
    paths: [`${BASE}/query`, `${OLD_BASE}/query`],
    request: QuerySubscriptionContractsRequest,
    response: QuerySubscriptionContractsResponse,
    handler: ({ caller }, input) => queryContracts(app.db, caller.siteId, input.query),
  });
}

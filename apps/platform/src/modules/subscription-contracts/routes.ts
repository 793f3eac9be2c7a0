import {
  CreateSubscriptionContractRequest,
  SubscriptionContractIdParams,
  SubscriptionContractResponse,
  UpdateSubscriptionContractRequest,
} from '@headless/contract';
import type { App } from '../../kernel/app-type';
import { ownerRoutes } from '../../owned/routes';
import { createContract, deleteContract, getContract, updateContract } from './store';

const BASE = '/ecom/v1/subscription-contracts';

/** Subscription contracts (owner only): create, update and delete are domain events. */
export default async function subscriptionContractRoutes(app: App): Promise<void> {
  ownerRoutes(app, {
    key: 'subscriptionContract',
    paths: { collection: BASE, one: `${BASE}/:subscriptionContractId` },
    schemas: {
      params: SubscriptionContractIdParams,
      create: CreateSubscriptionContractRequest,
      update: UpdateSubscriptionContractRequest,
      response: SubscriptionContractResponse,
    },
    create: createContract,
    read: getContract,
    update: updateContract,
    remove: deleteContract,
  });
}

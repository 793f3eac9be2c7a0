import {
  CreateSubscriptionContractRequest,
  SubscriptionContractIdParams,
  SubscriptionContractResponse,
  UpdateSubscriptionContractRequest,
} from '@headless/contract';
import { z } from 'zod';
import { routeWithAliases } from '../../http/aliases';
import { requireOwner } from '../../http/require-owner';
import type { App } from '../../kernel/app-type';
import { createContract, deleteContract, getContract, updateContract } from './store';

const BASE = '/ecom/v1/subscription-contracts';

/** Subscription contracts (owner only): create, update and delete are domain events. */
export default async function subscriptionContractRoutes(app: App): Promise<void> {
  // Owner first, so a visitor learns nothing from validation (403 before 400).
  app.addHook('preValidation', async (request) => requireOwner(request));
  const one = `${BASE}/:subscriptionContractId`;
  const params = SubscriptionContractIdParams;
  const response = { 200: SubscriptionContractResponse };

  routeWithAliases(app, {
    method: 'POST',
    paths: [BASE],
    schema: { body: CreateSubscriptionContractRequest, response },
    handler: async (request) => ({
      subscriptionContract: await createContract(
        app.db,
        request.caller,
        request.body.subscriptionContract,
      ),
    }),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: [one],
    schema: { params, response },
    handler: async (request) => ({
      subscriptionContract: await getContract(
        app.db,
        request.auth.siteId,
        request.params.subscriptionContractId,
      ),
    }),
  });
  routeWithAliases(app, {
    method: 'PATCH',
    paths: [one],
    schema: { params, body: UpdateSubscriptionContractRequest, response },
    handler: async (request) => ({
      subscriptionContract: await updateContract(
        app.db,
        request.caller,
        request.params.subscriptionContractId,
        request.body.subscriptionContract,
      ),
    }),
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: [one],
    schema: { params, response: { 200: z.object({}) } },
    handler: async (request) => {
      await deleteContract(app.db, request.caller, request.params.subscriptionContractId);
      return {};
    },
  });
}

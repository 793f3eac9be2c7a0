import {
  CreatePolicyRequest,
  PolicyIdParams,
  PolicyResponse,
  UpdatePolicyRequest,
} from '@headless/contract';
import { z } from 'zod';
import { routeWithAliases } from '../../http/aliases';
import { requireApp } from '../../http/require-app';
import { requireOwner } from '../../http/require-owner';
import type { App } from '../../kernel/app-type';
import { createPolicy, deletePolicy, getPolicy, updatePolicy } from './store';

const BASE = '/events/v2/policies';

/** Policies v2 (owner only): each create, update and delete is a domain event. */
export default async function eventPolicyRoutes(app: App): Promise<void> {
  // Owner first, so a visitor learns nothing from validation (403 before 400).
  app.addHook('preValidation', async (request) => {
    requireOwner(request);
    await requireApp(request, 'events');
  });
  const one = `${BASE}/:policyId`;

  routeWithAliases(app, {
    method: 'POST',
    paths: [BASE],
    schema: { body: CreatePolicyRequest, response: { 200: PolicyResponse } },
    handler: async (request) => ({
      policy: await createPolicy(app.db, request.caller, request.body.policy),
    }),
  });
  routeWithAliases(app, {
    method: 'GET',
    paths: [one],
    schema: { params: PolicyIdParams, response: { 200: PolicyResponse } },
    handler: async (request) => ({
      policy: await getPolicy(app.db, request.auth.siteId, request.params.policyId),
    }),
  });
  routeWithAliases(app, {
    method: 'PATCH',
    paths: [one],
    schema: {
      params: PolicyIdParams,
      body: UpdatePolicyRequest,
      response: { 200: PolicyResponse },
    },
    handler: async (request) => ({
      policy: await updatePolicy(
        app.db,
        request.caller,
        request.params.policyId,
        request.body.policy,
      ),
    }),
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: [one],
    schema: { params: PolicyIdParams, response: { 200: z.object({}) } },
    handler: async (request) => {
      await deletePolicy(app.db, request.caller, request.params.policyId);
      return {};
    },
  });
}

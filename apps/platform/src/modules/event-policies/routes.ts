import {
  CreatePolicyRequest,
  PolicyIdParams,
  PolicyResponse,
  QueryEventPoliciesRequest,
  QueryEventPoliciesResponse,
  ReorderEventPoliciesRequest,
  ReorderEventPoliciesResponse,
  UpdatePolicyRequest,
} from '@headless/contract';
import { routeWithAliases } from '../../http/aliases';
import { guardApp } from '../../http/require-app';
import type { App } from '../../kernel/app-type';
import { ownerRoutes } from '../../owned/routes';
import { queryPolicies, reorderEventPolicies } from './order';
import { createPolicy, deletePolicy, getPolicy, updatePolicy } from './store';

const BASE = '/events/v2/policies';
/** What the official SDK sends (docs/protocol.md §2.5). */
const SDK_BASE = '/events-policies/v2/policies';

/**
 * Policies v2: anyone queries the policies of the events they can see; the owner creates, reads,
 * updates, reorders and deletes (each change a domain event). `query` and `reorder` are literal
 * segments beside `{policyId}`: the router prefers them.
 */
export default async function eventPolicyRoutes(app: App): Promise<void> {
  guardApp(app, 'events');
  routeWithAliases(app, {
    method: 'POST',
    paths: [`${BASE}/query`, `${SDK_BASE}/query`],
    schema: { body: QueryEventPoliciesRequest, response: { 200: QueryEventPoliciesResponse } },
    handler: (request) => queryPolicies(app.db, request.caller, request.body),
  });
  await app.register(async (owner: App) => {
    ownerRoutes(owner, {
      response: PolicyResponse,
      collection: { path: BASE, aliases: [SDK_BASE] },
      one: {
        path: `${BASE}/:policyId`,
        aliases: [`${SDK_BASE}/:policyId`],
        params: PolicyIdParams,
      },
      create: { body: CreatePolicyRequest, run: createPolicy },
      read: getPolicy,
      update: { body: UpdatePolicyRequest, run: updatePolicy },
      remove: deletePolicy,
    });
    routeWithAliases(owner, {
      method: 'POST',
      paths: [`${BASE}/reorder`, `${SDK_BASE}/reorder`],
      schema: {
        body: ReorderEventPoliciesRequest,
        response: { 200: ReorderEventPoliciesResponse },
      },
      handler: (request) => reorderEventPolicies(owner.db, request.caller, request.body),
    });
  });
}

import {
  CreatePolicyRequest,
  PolicyIdParams,
  PolicyResponse,
  UpdatePolicyRequest,
} from '@headless/contract';
import type { App } from '../../kernel/app-type';
import { ownerRoutes } from '../../owned/routes';
import { createPolicy, deletePolicy, getPolicy, updatePolicy } from './store';

const BASE = '/events/v2/policies';
/** What the official SDK sends (docs/protocol.md §2.5). */
const SDK_BASE = '/events-policies/v2/policies';

/** Policies v2 (owner only): each create, update and delete is a domain event. */
export default async function eventPolicyRoutes(app: App): Promise<void> {
  ownerRoutes(app, {
    app: 'events',
    response: PolicyResponse,
    collection: { path: BASE, aliases: [SDK_BASE] },
    one: { path: `${BASE}/:policyId`, aliases: [`${SDK_BASE}/:policyId`], params: PolicyIdParams },
    create: { body: CreatePolicyRequest, run: createPolicy },
    read: getPolicy,
    update: { body: UpdatePolicyRequest, run: updatePolicy },
    remove: deletePolicy,
  });
}

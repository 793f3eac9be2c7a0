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

/** Policies v2 (owner only): each create, update and delete is a domain event. */
export default async function eventPolicyRoutes(app: App): Promise<void> {
  ownerRoutes(app, {
    app: 'events',
    response: PolicyResponse,
    collection: { path: BASE },
    one: { path: `${BASE}/:policyId`, params: PolicyIdParams },
    create: { body: CreatePolicyRequest, run: createPolicy },
    read: getPolicy,
    update: { body: UpdatePolicyRequest, run: updatePolicy },
    remove: deletePolicy,
  });
}

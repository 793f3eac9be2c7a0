import {
  BookingPolicyIdParams,
  BookingPolicyResponse,
  CountBookingPoliciesRequest,
  CountBookingPoliciesResponse,
  GetStrictestBookingPolicyRequest,
  GetStrictestBookingPolicyResponse,
  QueryBookingPoliciesRequest,
  QueryBookingPoliciesResponse,
} from '@headless/contract';
import type { App } from '../../../kernel/app-type';
import { routeWithAliases } from '../../../http/aliases';
import { policyPaths } from '../paths';
import { postOn } from '../route-kit';
import {
  countBookingPolicies,
  getBookingPolicy,
  queryBookingPolicies,
  strictestBookingPolicy,
} from './policy-reads';

/**
 * Reads of booking policies for every caller of the site (docs/protocol.md §2.1). `query`,
 * `count` and `strictest` are literal segments, so the router tries them before the owner's
 * `POST /{id}:setDefault`.
 */
export function policyReadRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'GET',
    paths: policyPaths('/:bookingPolicyId'),
    schema: { params: BookingPolicyIdParams, response: { 200: BookingPolicyResponse } },
    handler: async ({ caller, params }) => ({
      bookingPolicy: await getBookingPolicy(app.db, caller.siteId, params.bookingPolicyId),
    }),
  });
  routeWithAliases(app, {
    ...postOn(policyPaths('/query'), QueryBookingPoliciesRequest, QueryBookingPoliciesResponse),
    handler: ({ caller, body }) => queryBookingPolicies(app.db, caller.siteId, body.query),
  });
  routeWithAliases(app, {
    ...postOn(policyPaths('/count'), CountBookingPoliciesRequest, CountBookingPoliciesResponse),
    handler: ({ caller, body }) => countBookingPolicies(app.db, caller.siteId, body.filter),
  });
  routeWithAliases(app, {
    ...postOn(
      policyPaths('/strictest'),
      GetStrictestBookingPolicyRequest,
      GetStrictestBookingPolicyResponse,
    ),
    handler: async ({ caller, body }) => ({
      bookingPolicy: await strictestBookingPolicy(app.db, caller.siteId, body.bookingPolicyIds),
    }),
  });
}

import {
  BookingPolicyIdParams,
  BookingPolicyResponse,
  CreateBookingPolicyRequest,
  SetDefaultBookingPolicyResponse,
  UpdateBookingPolicyRequest,
} from '@headless/contract';
import type { App } from '../../../kernel/app-type';
import { routeWithAliases } from '../../../http/aliases';
import { sameId } from '../../../http/same-id';
import { createPolicy, deletePolicy, setDefaultPolicy, updatePolicy } from './policies';
import { policyPaths } from '../paths';
import { deleteOn, postOn } from '../route-kit';

/** The owner's booking policy calls (in the owner's scope); each records its event. */
export function policyWriteRoutes(app: App): void {
  const params = BookingPolicyIdParams;
  routeWithAliases(app, {
    ...postOn(policyPaths(), CreateBookingPolicyRequest, BookingPolicyResponse),
    handler: async ({ caller, body }) => ({
      bookingPolicy: await createPolicy(app.db, caller, body.bookingPolicy),
    }),
  });
  routeWithAliases(app, {
    method: 'PATCH',
    paths: policyPaths('/:bookingPolicyId'),
    schema: { params, body: UpdateBookingPolicyRequest, response: { 200: BookingPolicyResponse } },
    handler: async ({ caller, params: { bookingPolicyId: id }, body }) => {
      sameId(id, body.bookingPolicy.id || undefined, 'bookingPolicy.id');
      return { bookingPolicy: await updatePolicy(app.db, caller, id, body.bookingPolicy) };
    },
  });
  routeWithAliases(app, {
    ...deleteOn(policyPaths('/:bookingPolicyId'), params),
    handler: async ({ caller, params: { bookingPolicyId } }) => {
      await deletePolicy(app.db, caller, bookingPolicyId);
      return {};
    },
  });
  // `{id}:setDefault` as documented: a parameter that stops at the colon, then the literal action
  // (`::` is the router's escaped colon), so the router itself tells this call from any other.
  routeWithAliases(app, {
    method: 'POST',
    paths: policyPaths('/:bookingPolicyId(^[^:/]+)::setDefault'),
    schema: { params, response: { 200: SetDefaultBookingPolicyResponse } },
    handler: ({ caller, params: { bookingPolicyId } }) =>
      setDefaultPolicy(app.db, caller, bookingPolicyId),
  });
}

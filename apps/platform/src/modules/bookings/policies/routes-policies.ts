import {
  BookingPolicyIdParams,
  BookingPolicyResponse,
  CreateBookingPolicyRequest,
  PlatformErrorCode,
  SetDefaultBookingPolicyResponse,
  UpdateBookingPolicyRequest,
} from '@headless/contract';
import type { App } from '../../../kernel/app-type';
import { notFound } from '../../../kernel/errors';
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
  // `{id}:setDefault` as documented: the router cannot split a param at a colon, so the one POST
  // on a policy's path takes the whole segment and reads the action from it.
  routeWithAliases(app, {
    method: 'POST',
    paths: policyPaths('/:bookingPolicyId'),
    schema: { params, response: { 200: SetDefaultBookingPolicyResponse } },
    handler: ({ caller, params: { bookingPolicyId: segment } }) => {
      const id = /^(.+):setDefault$/.exec(segment)?.[1];
      if (!id) throw notFound(PlatformErrorCode.notFound, `No such call: POST ${segment}`);
      return setDefaultPolicy(app.db, caller, id);
    },
  });
}

import {
  BookingPolicyIdParams,
  BookingPolicyResponse,
  CreateBookingPolicyRequest,
  PlatformErrorCode,
  SetDefaultBookingPolicyResponse,
  UpdateBookingPolicyRequest,
} from '@headless/contract';
import { z } from 'zod';
import type { App } from '../../../kernel/app-type';
import { notFound, validationError } from '../../../kernel/errors';
import { routeWithAliases } from '../../../http/aliases';
import { identityOf } from '../../../outbox/record';
import { createPolicy, deletePolicy, setDefaultPolicy, updatePolicy } from './policies';
import { ownerOnly } from '../writes/routes-writes';

/** Booking policies v1: the documented path, then the SDK's `/_api` form. */
const policyPaths = (suffix = '') =>
  [
    `/bookings/v1/booking-policies${suffix}`,
    `/_api/bookings/v1/booking-policies${suffix}`,
  ] as const;

/** The owner's booking policy calls; each records its booking policy event. */
export function policyWriteRoutes(app: App): void {
  const params = BookingPolicyIdParams;
  routeWithAliases(app, {
    method: 'POST',
    paths: policyPaths(),
    preValidation: ownerOnly,
    schema: { body: CreateBookingPolicyRequest, response: { 200: BookingPolicyResponse } },
    handler: async ({ auth, body }) => ({
      bookingPolicy: await createPolicy(app.db, auth.siteId, body.bookingPolicy, identityOf(auth)),
    }),
  });
  routeWithAliases(app, {
    method: 'PATCH',
    paths: policyPaths('/:bookingPolicyId'),
    preValidation: ownerOnly,
    schema: { params, body: UpdateBookingPolicyRequest, response: { 200: BookingPolicyResponse } },
    handler: async ({ auth, params: { bookingPolicyId: id }, body }) => {
      if (body.bookingPolicy.id && body.bookingPolicy.id !== id)
        throw validationError([
          {
            field: 'bookingPolicy.id',
            description: 'must match the id in the path',
            violatedRule: 'VALIDATION',
          },
        ]);
      const by = identityOf(auth);
      return { bookingPolicy: await updatePolicy(app.db, auth.siteId, id, body.bookingPolicy, by) };
    },
  });
  routeWithAliases(app, {
    method: 'DELETE',
    paths: policyPaths('/:bookingPolicyId'),
    preValidation: ownerOnly,
    schema: { params, response: { 200: z.object({}) } },
    handler: async ({ auth, params: { bookingPolicyId } }) => {
      await deletePolicy(app.db, auth.siteId, bookingPolicyId, identityOf(auth));
      return {};
    },
  });
  // `{id}:setDefault` as documented: the router cannot split a param at a colon, so the one POST
  // on a policy's path takes the whole segment and reads the action from it.
  routeWithAliases(app, {
    method: 'POST',
    paths: policyPaths('/:bookingPolicyId'),
    preValidation: ownerOnly,
    schema: { params, response: { 200: SetDefaultBookingPolicyResponse } },
    handler: ({ auth, params: { bookingPolicyId: segment } }) => {
      const id = /^(.+):setDefault$/.exec(segment)?.[1];
      if (!id) throw notFound(PlatformErrorCode.notFound, `No such call: POST ${segment}`);
      return setDefaultPolicy(app.db, auth.siteId, id, identityOf(auth));
    },
  });
}

import { z } from 'zod';
import { RevisionRead, RevisionedEntity } from './common';
import { MAX_EMAIL_LENGTH, MAX_ID_LENGTH, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './bounds';
import { CursorQuery } from './paging';

/**
 * The site owner's Events calls that only record domain events here: editing an RSVP's details
 * (`PATCH /events/v1/rsvp/{rsvpId}`) and the Policies v2 API (`/events/v2/policies`).
 */

/** Only the respondent's details change; the answer and guest count keep their seats as they are. */
export const UpdateRsvpRequest = z.object({
  eventId: z.string().max(MAX_ID_LENGTH).min(1),
  firstName: z.string().trim().min(1).max(100).optional(),
  lastName: z.string().trim().min(1).max(100).optional(),
  email: z.email().max(MAX_EMAIL_LENGTH).optional(),
});
export type UpdateRsvpRequest = z.infer<typeof UpdateRsvpRequest>;

export const RsvpIdParams = z.object({ rsvpId: z.string().max(MAX_ID_LENGTH) });

export const PolicyName = z.string().trim().min(1).max(40);
export const PolicyBody = z.string().min(1).max(50_000);

export const CreatePolicyRequest = z.object({
  policy: z.object({
    eventId: z.string().max(MAX_ID_LENGTH).min(1),
    name: PolicyName,
    body: PolicyBody,
  }),
});
export type CreatePolicyRequest = z.infer<typeof CreatePolicyRequest>;

export const UpdatePolicyRequest = z.object({
  policy: z.object({
    id: z.string().max(MAX_ID_LENGTH).optional(),
    revision: RevisionRead,
    name: PolicyName.optional(),
    body: PolicyBody.optional(),
  }),
});
export type UpdatePolicyRequest = z.infer<typeof UpdatePolicyRequest>;

export const EventPolicy = RevisionedEntity.extend({
  name: z.string().max(MAX_NAME_LENGTH),
  body: z.string().max(MAX_TEXT_LENGTH),
  eventId: z.string().max(MAX_ID_LENGTH),
});
export type EventPolicy = z.infer<typeof EventPolicy>;

export const PolicyResponse = z.object({ policy: EventPolicy });
export type PolicyResponse = z.infer<typeof PolicyResponse>;

export const PolicyIdParams = z.object({ policyId: z.string().max(MAX_ID_LENGTH) });

/** An event has at most this many policies (the Policies v2 API's limit). */
export const MAX_POLICIES_PER_EVENT = 3;

/** `POST /events/v2/policies/query`: the SDK's query builder pages by cursor. */
export const QueryEventPoliciesRequest = z.object({ query: CursorQuery.optional() });
export type QueryEventPoliciesRequest = z.infer<typeof QueryEventPoliciesRequest>;

export const QueryEventPoliciesResponse = z.object({
  policies: z.array(EventPolicy),
  metadata: z.object({
    count: z.number().int(),
    cursors: z.object({
      next: z.string().max(MAX_TEXT_LENGTH).optional(),
      prev: z.string().max(MAX_TEXT_LENGTH).optional(),
    }),
    hasNext: z.boolean(),
  }),
});
export type QueryEventPoliciesResponse = z.infer<typeof QueryEventPoliciesResponse>;

/**
 * `POST /events/v2/policies/reorder`: the policy goes just before or just after another of the
 * event's (`afterPolicyId` wins when both are sent, as the real platform runs the last one).
 */
export const ReorderEventPoliciesRequest = z.object({
  eventId: z.string().min(1).max(MAX_ID_LENGTH),
  policyId: z.string().min(1).max(MAX_ID_LENGTH),
  beforePolicyId: z.string().min(1).max(MAX_ID_LENGTH).optional(),
  afterPolicyId: z.string().min(1).max(MAX_ID_LENGTH).optional(),
});
export type ReorderEventPoliciesRequest = z.infer<typeof ReorderEventPoliciesRequest>;
export const ReorderEventPoliciesResponse = z.object({ policies: z.array(EventPolicy) });

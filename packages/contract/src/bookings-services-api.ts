import { z } from 'zod';
import {
  CloneServiceError,
  RemovedLocationSessionsAction,
  ServiceConditionalField,
  SlugError,
} from './bookings-enums';
import { Service, Slug } from './bookings';
import { MAX_ID_LENGTH, MAX_LIST_ITEMS, MAX_LONG_LIST_ITEMS } from './bounds';
import { LocationInput, ServiceInput } from './bookings-services-input';
import { ParticipantNotification } from './bookings-services-bulk';
import { CursorPagingMetadata } from './bookings-services-search';
import { CursorQuery } from './paging';

/** Request and response bodies of every services call (docs/protocol.md §2.1), split by topic. */
export * from './bookings-services-input';
export * from './bookings-services-bulk';
export * from './bookings-services-search';

export const ServiceResponse = z.object({ service: Service });
export type ServiceResponse = z.infer<typeof ServiceResponse>;

export const CreateServiceRequest = z.object({ service: ServiceInput });
export type CreateServiceRequest = z.infer<typeof CreateServiceRequest>;

/** A repeated query key arrives as an array, a single one as a string (docs/protocol.md §1.3). */
export const GetServiceQuery = z.object({
  conditionalFields: z
    .preprocess(
      (v) => (typeof v === 'string' ? [v] : v),
      z.array(ServiceConditionalField).max(MAX_LIST_ITEMS),
    )
    .optional(),
});

/**
 * GET and DELETE carry options in the query string, flattened to dotted keys (docs/protocol.md
 * §1.3).
 */
export const DeleteServiceQuery = z.object({
  preserveFutureSessionsWithParticipants: z.enum(['true', 'false']).optional(),
  'participantNotification.notifyParticipants': z.enum(['true', 'false']).optional(),
  'participantNotification.message': z.string().max(2000).optional(),
});
export const SetServiceLocationsRequest = z.object({
  locations: z.array(LocationInput).max(MAX_LONG_LIST_ITEMS),
  removedLocationSessionsAction: z
    .object({
      action: RemovedLocationSessionsAction,
      moveToLocationOptions: z.object({ newLocation: LocationInput }).optional(),
    })
    .optional(),
  participantNotification: ParticipantNotification.optional(),
});
export type SetServiceLocationsRequest = z.infer<typeof SetServiceLocationsRequest>;

export const PricingPlansRequest = z.object({
  pricingPlanIds: z.array(z.string().max(MAX_ID_LENGTH).min(1)).min(1).max(75),
});

export const SetCustomSlugRequest = z.object({ slug: z.string().min(1).max(100) });
export const SetCustomSlugResponse = z.object({ slug: Slug, service: Service });
export type SetCustomSlugResponse = z.infer<typeof SetCustomSlugResponse>;

export const ValidateSlugRequest = z.object({
  serviceId: z.string().max(MAX_ID_LENGTH).optional(),
  slug: z.string().max(100).optional(),
});
export const ValidateSlugResponse = z.object({
  valid: z.boolean(),
  slug: z.string().max(MAX_ID_LENGTH).optional(),
  errors: z.array(SlugError),
});
export type ValidateSlugResponse = z.infer<typeof ValidateSlugResponse>;

export const CloneServiceRequest = z.object({
  sourceServiceId: z.string().max(MAX_ID_LENGTH).min(1),
});
export const CloneServiceResponse = z.object({
  service: Service,
  errors: z.array(CloneServiceError),
});
export type CloneServiceResponse = z.infer<typeof CloneServiceResponse>;

export const ServiceIdParams = z.object({ serviceId: z.string().max(MAX_ID_LENGTH).min(1) });

/**
 * Query Booking Forms (Services V2): the booking forms the site's services use, each with up to 5
 * of its services. A site here has one form, its default, which every service uses.
 */
export const QueryBookingFormsRequest = z.object({
  query: CursorQuery,
  conditionalFields: z
    .array(z.enum(['DEFAULT_BOOKING_FORM']))
    .max(5)
    .optional(),
});
export type QueryBookingFormsRequest = z.infer<typeof QueryBookingFormsRequest>;

export const BookingForm = z.object({
  formDetails: z.object({
    formId: z.string().max(MAX_ID_LENGTH),
    name: z.string().max(200),
    revision: z.string().max(MAX_ID_LENGTH),
  }),
  connectedServices: z
    .array(z.object({ id: z.string().max(MAX_ID_LENGTH), name: z.string().max(400) }))
    .max(5),
  totalServiceCount: z.number().int(),
});
export type BookingForm = z.infer<typeof BookingForm>;

export const QueryBookingFormsResponse = z.object({
  bookingForms: z.array(BookingForm),
  pagingMetadata: CursorPagingMetadata,
  defaultBookingForm: BookingForm.optional(),
});
export type QueryBookingFormsResponse = z.infer<typeof QueryBookingFormsResponse>;

import { z } from 'zod';
import { Address } from './common';
import { CursorPaging, Filter, Sorting } from './paging';
import {
  CloneServiceError,
  RateType,
  RemovedLocationSessionsAction,
  SearchMode,
  ServiceConditionalField,
  ServiceLocationType,
  ServiceType,
  SlugError,
} from './bookings-enums';
import { BookingPolicy, OnlineBooking, Service, ServiceMedia, Slug } from './bookings';
import {
  MAX_ID_LENGTH,
  MAX_LIST_ITEMS,
  MAX_LONG_LIST_ITEMS,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_TOKEN_LENGTH,
} from './bounds';

/** Request and response bodies of every services call (docs/protocol.md §2.1). */

/**
 * Money in requests: a decimal string (docs/protocol.md §9.12); the currency defaults to the
 * site's.
 */
export const MoneyInput = z.object({
  value: z
    .string()
    .max(MAX_TEXT_LENGTH)
    .regex(/^\d+(\.\d+)?$/, 'must be a non-negative decimal string'),
  currency: z
    .string()
    .max(MAX_NAME_LENGTH)
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code')
    .optional(),
});

export const PaymentInput = z.object({
  rateType: RateType,
  fixed: z
    .object({
      price: MoneyInput,
      deposit: MoneyInput.optional(),
      fullUpfrontPaymentAllowed: z.boolean().optional(),
    })
    .optional(),
  custom: z.object({ description: z.string().max(500) }).optional(),
  varied: z
    .object({
      defaultPrice: MoneyInput,
      minPrice: MoneyInput.optional(),
      maxPrice: MoneyInput.optional(),
    })
    .optional(),
  options: z
    .object({
      online: z.boolean(),
      inPerson: z.boolean(),
      deposit: z.boolean(),
      pricingPlan: z.boolean(),
    })
    .partial()
    .optional(),
  pricingPlanIds: z.array(z.string().max(MAX_ID_LENGTH)).max(MAX_LIST_ITEMS).optional(),
});
export type PaymentInput = z.infer<typeof PaymentInput>;

/** A location as a caller sends it: business locations by id, custom ones with an address. */
export const LocationInput = z.object({
  id: z.string().max(MAX_ID_LENGTH).optional(),
  type: ServiceLocationType,
  business: z.object({ id: z.string().max(MAX_ID_LENGTH).min(1) }).optional(),
  custom: z
    .object({ id: z.string().max(MAX_ID_LENGTH).optional(), address: Address.optional() })
    .optional(),
});
export type LocationInput = z.infer<typeof LocationInput>;

const Minutes = z
  .number()
  .int()
  .min(1)
  .max(24 * 60);

export const ScheduleInput = z.object({
  firstSessionStart: z.iso.datetime({ offset: true }).max(MAX_NAME_LENGTH).optional(),
  lastSessionEnd: z.iso.datetime({ offset: true }).max(MAX_NAME_LENGTH).optional(),
  availabilityConstraints: z
    .object({
      durations: z
        .array(z.object({ minutes: Minutes }))
        .max(MAX_LIST_ITEMS)
        .min(1),
      sessionDurations: z.array(Minutes).max(MAX_LIST_ITEMS),
      timeBetweenSessions: z
        .number()
        .int()
        .min(0)
        .max(24 * 60),
    })
    .partial()
    .optional(),
});

/** Every field a caller may set; `mask` on update names which ones apply. */
export const ServiceFieldsInput = z.object({
  type: ServiceType,
  name: z.string().trim().min(1).max(400),
  description: z.string().max(4000),
  tagLine: z.string().max(400),
  sortOrder: z.number().int(),
  defaultCapacity: z.number().int().min(1).max(1000),
  hidden: z.boolean(),
  media: ServiceMedia,
  category: z.object({ id: z.string().max(MAX_ID_LENGTH).min(1) }),
  payment: PaymentInput,
  onlineBooking: OnlineBooking.partial(),
  locations: z.array(LocationInput).max(MAX_LONG_LIST_ITEMS),
  schedule: ScheduleInput,
  bookingPolicy: z.object({ id: z.string().max(MAX_ID_LENGTH).min(1) }),
  staffMemberIds: z.array(z.string().max(MAX_ID_LENGTH)).max(MAX_LIST_ITEMS),
});

export const ServiceInput = ServiceFieldsInput.partial().extend({
  type: ServiceType,
  name: ServiceFieldsInput.shape.name,
});
export type ServiceInput = z.infer<typeof ServiceInput>;

export const ServicePatch = ServiceFieldsInput.partial().extend({
  id: z.string().max(MAX_ID_LENGTH).min(1),
  /** The revision the caller read; a stale one is refused with a conflict. */
  revision: z.string().max(MAX_ID_LENGTH).regex(/^\d+$/, 'must be an integer string'),
});
export type ServicePatch = z.infer<typeof ServicePatch>;

/** Field masks arrive as comma-joined strings (docs/protocol.md §1.3); arrays are tolerated. */
export const FieldMask = z.union([
  z.string().max(MAX_TEXT_LENGTH),
  z.array(z.string().max(MAX_TEXT_LENGTH)).max(MAX_LIST_ITEMS),
]);

export const ServiceResponse = z.object({ service: Service });
export type ServiceResponse = z.infer<typeof ServiceResponse>;

export const CreateServiceRequest = z.object({ service: ServiceInput });
export type CreateServiceRequest = z.infer<typeof CreateServiceRequest>;

export const UpdateServiceRequest = z.object({ service: ServicePatch, mask: FieldMask.optional() });
export type UpdateServiceRequest = z.infer<typeof UpdateServiceRequest>;

export const ParticipantNotification = z.object({
  notifyParticipants: z.boolean().optional(),
  message: z.string().max(2000).optional(),
});
export type ParticipantNotification = z.infer<typeof ParticipantNotification>;

export const ItemMetadata = z.object({
  id: z.string().max(MAX_ID_LENGTH).optional(),
  originalIndex: z.number().int(),
  success: z.boolean(),
  error: z
    .object({
      code: z.string().max(MAX_TOKEN_LENGTH),
      description: z.string().max(MAX_TEXT_LENGTH),
      data: z.record(z.string().max(MAX_TEXT_LENGTH), z.unknown()).optional(),
    })
    .optional(),
});

export const BulkServicesResponse = z.object({
  results: z.array(z.object({ itemMetadata: ItemMetadata, item: Service.optional() })),
  bulkActionMetadata: z.object({
    totalSuccesses: z.number().int(),
    totalFailures: z.number().int(),
    undetailedFailures: z.number().int(),
  }),
});
export type BulkServicesResponse = z.infer<typeof BulkServicesResponse>;

export const BulkCreateServicesRequest = z.object({
  services: z.array(ServiceInput).min(1).max(100),
  returnEntity: z.boolean().optional(),
});

export const BulkUpdateServicesRequest = z.object({
  services: z
    .array(z.object({ service: ServicePatch, mask: FieldMask.optional() }))
    .min(1)
    .max(100),
  returnEntity: z.boolean().optional(),
});

export const BulkUpdateByFilterRequest = z.object({
  filter: Filter,
  service: ServiceFieldsInput.partial(),
});

export const DeleteOptions = z.object({
  preserveFutureSessionsWithParticipants: z.boolean().optional(),
  participantNotification: ParticipantNotification.optional(),
});
export type DeleteOptions = z.infer<typeof DeleteOptions>;

export const BulkDeleteServicesRequest = DeleteOptions.extend({
  ids: z.array(z.string().max(MAX_ID_LENGTH).min(1)).min(1).max(100),
});

export const BulkDeleteByFilterRequest = DeleteOptions.extend({ filter: Filter });

export const JobResponse = z.object({ jobId: z.string().max(MAX_ID_LENGTH) });

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

export const SearchServicesRequest = z.object({
  search: z
    .object({
      filter: Filter.optional(),
      sort: z.array(Sorting).max(MAX_LIST_ITEMS).optional(),
      cursorPaging: CursorPaging.optional(),
      search: z
        .object({
          expression: z.string().max(200).optional(),
          fields: z
            .array(z.enum(['name', 'description']))
            .max(MAX_LIST_ITEMS)
            .optional(),
          mode: SearchMode.optional(),
          fuzzy: z.boolean().optional(),
        })
        .optional(),
      timeZone: z.string().max(MAX_NAME_LENGTH).optional(),
    })
    .optional(),
  conditionalFields: z.array(ServiceConditionalField).max(MAX_LIST_ITEMS).optional(),
});
export type SearchServicesRequest = z.infer<typeof SearchServicesRequest>;

export const CursorPagingMetadata = z.object({
  count: z.number().int(),
  cursors: z.object({
    next: z.string().max(MAX_TEXT_LENGTH).optional(),
    prev: z.string().max(MAX_TEXT_LENGTH).optional(),
  }),
  hasNext: z.boolean(),
});
export type CursorPagingMetadata = z.infer<typeof CursorPagingMetadata>;

export const SearchServicesResponse = z.object({
  services: z.array(Service),
  pagingMetadata: CursorPagingMetadata,
  aggregationData: z.object({ results: z.array(z.unknown()) }),
});
export type SearchServicesResponse = z.infer<typeof SearchServicesResponse>;

export const CountServicesRequest = z.object({ filter: Filter.optional() });
export const CountServicesResponse = z.object({ count: z.number().int() });

export const QueryPoliciesRequest = z.object({
  query: z
    .object({
      filter: Filter.optional(),
      sort: z.array(Sorting).max(MAX_LIST_ITEMS).optional(),
      cursorPaging: CursorPaging.optional(),
    })
    .optional(),
});

export const QueryPoliciesResponse = z.object({
  bookingPolicies: z.array(
    z.object({
      bookingPolicy: BookingPolicy,
      connectedServices: z.array(
        z.object({ id: z.string().max(MAX_ID_LENGTH), name: z.string().max(MAX_NAME_LENGTH) }),
      ),
      totalServiceCount: z.number().int(),
    }),
  ),
  pagingMetadata: CursorPagingMetadata,
});
export type QueryPoliciesResponse = z.infer<typeof QueryPoliciesResponse>;

const ServicesFilter = z.object({ services: Filter.optional() });

export const QueryLocationsRequest = z.object({
  filter: ServicesFilter.extend({
    businessLocationIds: z.array(z.string().max(MAX_ID_LENGTH)).max(MAX_LIST_ITEMS).optional(),
  }).optional(),
});
export type QueryLocationsRequest = z.infer<typeof QueryLocationsRequest>;

export const QueryLocationsResponse = z.object({
  businessLocations: z.object({
    exists: z.boolean(),
    locations: z
      .array(
        z.object({
          id: z.string().max(MAX_ID_LENGTH),
          name: z.string().max(MAX_NAME_LENGTH),
          address: Address.optional(),
        }),
      )
      .max(MAX_LONG_LIST_ITEMS),
  }),
  customLocations: z.object({ exists: z.boolean() }),
  customerLocations: z.object({ exists: z.boolean() }),
});
export type QueryLocationsResponse = z.infer<typeof QueryLocationsResponse>;

export const QueryCategoriesRequest = z.object({
  filter: ServicesFilter.extend({
    categoryIds: z.array(z.string().max(MAX_ID_LENGTH)).max(MAX_LIST_ITEMS).optional(),
  }).optional(),
});
export type QueryCategoriesRequest = z.infer<typeof QueryCategoriesRequest>;

export const QueryCategoriesResponse = z.object({
  categories: z
    .array(
      z.object({
        id: z.string().max(MAX_ID_LENGTH),
        name: z.string().max(MAX_NAME_LENGTH),
        sortOrder: z.number().int(),
      }),
    )
    .max(MAX_LONG_LIST_ITEMS),
});
export type QueryCategoriesResponse = z.infer<typeof QueryCategoriesResponse>;

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

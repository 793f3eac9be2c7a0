import { z } from 'zod';
import { Address, PageUrlV2, Timestamp, ValueMoney, WireImage } from './common';
import { offsetPage } from './paging';
import { QueryRequest } from './query';

import {
  LocationKind,
  LocationStatus,
  RateType,
  ServiceConditionalField,
  ServiceLocationType,
  ServiceType,
} from './bookings-enums';
import {
  MAX_EMAIL_LENGTH,
  MAX_ID_LENGTH,
  MAX_LIST_ITEMS,
  MAX_LONG_LIST_ITEMS,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
} from './bounds';

export * from './bookings-enums';

/** Bookings services (docs/protocol.md §2.1, §3.1). */

/** Service images may carry a signed URL's expiry. */
export const ServiceImage = WireImage.extend({ urlExpirationDate: Timestamp.optional() });

export const ServiceMediaItem = z.object({ image: ServiceImage });

export const ServiceMedia = z.object({
  items: z.array(ServiceMediaItem).max(MAX_LIST_ITEMS),
  mainMedia: ServiceMediaItem.optional(),
  coverMedia: ServiceMediaItem.optional(),
});
export type ServiceMedia = z.infer<typeof ServiceMedia>;

/** A deleted category stays on its services by id alone, without name or order. */
export const ServiceCategory = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  name: z.string().max(MAX_NAME_LENGTH).optional(),
  sortOrder: z.number().int().optional(),
});
export type ServiceCategory = z.infer<typeof ServiceCategory>;

export const ServicePayment = z.object({
  rateType: RateType,
  fixed: z
    .object({
      price: ValueMoney,
      deposit: ValueMoney.optional(),
      fullUpfrontPaymentAllowed: z.boolean().optional(),
    })
    .optional(),
  custom: z.object({ description: z.string().max(MAX_TEXT_LENGTH) }).optional(),
  varied: z
    .object({
      defaultPrice: ValueMoney,
      minPrice: ValueMoney.optional(),
      maxPrice: ValueMoney.optional(),
    })
    .optional(),
  options: z.object({
    online: z.boolean(),
    inPerson: z.boolean(),
    deposit: z.boolean(),
    pricingPlan: z.boolean(),
  }),
  pricingPlanIds: z.array(z.string().max(MAX_ID_LENGTH)).max(MAX_LIST_ITEMS),
});
export type ServicePayment = z.infer<typeof ServicePayment>;

export const OnlineBooking = z.object({
  enabled: z.boolean(),
  requireManualApproval: z.boolean(),
  allowMultipleRequests: z.boolean(),
});

export const BusinessLocation = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  name: z.string().max(MAX_NAME_LENGTH),
  default: z.boolean().optional(),
  address: Address.optional(),
  email: z.string().max(MAX_EMAIL_LENGTH).optional(),
  phone: z.string().max(MAX_NAME_LENGTH).optional(),
  status: LocationStatus.optional(),
  locationType: LocationKind.optional(),
});

export const ServiceLocation = z.object({
  id: z.string().max(MAX_ID_LENGTH).optional(),
  type: ServiceLocationType,
  business: BusinessLocation.optional(),
  custom: z
    .object({ id: z.string().max(MAX_ID_LENGTH).optional(), address: Address.optional() })
    .optional(),
  calculatedAddress: Address.optional(),
});
export type ServiceLocation = z.infer<typeof ServiceLocation>;

export const ServiceSchedule = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  firstSessionStart: Timestamp.optional(),
  lastSessionEnd: Timestamp.optional(),
  availabilityConstraints: z.object({
    durations: z.array(z.object({ minutes: z.number().int() })).max(MAX_LIST_ITEMS),
    sessionDurations: z.array(z.number().int()).max(MAX_LIST_ITEMS),
    timeBetweenSessions: z.number().int(),
    durationRange: z
      .object({ minDurationInMinutes: z.number().int(), maxDurationInMinutes: z.number().int() })
      .optional(),
  }),
});

const Toggle = z.object({ enabled: z.boolean() });

/** A booking policy: the rules availability applies per slot (too early, too late, after start). */
export const BookingPolicy = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  revision: z.string().max(MAX_ID_LENGTH).optional(),
  createdDate: Timestamp,
  updatedDate: Timestamp,
  name: z.string().max(MAX_NAME_LENGTH),
  default: z.boolean(),
  customPolicyDescription: Toggle.extend({
    description: z.string().max(MAX_TEXT_LENGTH),
  }).optional(),
  limitEarlyBookingPolicy: Toggle.extend({ earliestBookingInMinutes: z.number().int().min(0) }),
  limitLateBookingPolicy: Toggle.extend({ latestBookingInMinutes: z.number().int().min(0) }),
  bookAfterStartPolicy: Toggle,
  cancellationPolicy: Toggle.extend({
    limitLatestCancellation: z.boolean(),
    latestCancellationInMinutes: z.number().int().min(0),
  }),
  reschedulePolicy: Toggle.extend({
    limitLatestReschedule: z.boolean(),
    latestRescheduleInMinutes: z.number().int().min(0),
  }),
  waitlistPolicy: Toggle.extend({
    capacity: z.number().int().min(0),
    reservationTimeInMinutes: z.number().int().min(0),
  }),
  participantsPolicy: z.object({ maxParticipantsPerBooking: z.number().int().min(1) }),
});
export type BookingPolicy = z.infer<typeof BookingPolicy>;

export const StaffMember = z.object({
  staffMemberId: z.string().max(MAX_ID_LENGTH),
  name: z.string().max(MAX_NAME_LENGTH),
  mainMedia: z.object({ image: ServiceImage }).optional(),
  createdDate: Timestamp,
  updatedDate: Timestamp,
});
export type StaffMember = z.infer<typeof StaffMember>;

export const Slug = z.object({
  name: z.string().max(MAX_NAME_LENGTH),
  custom: z.boolean(),
  createdDate: Timestamp,
});
export type Slug = z.infer<typeof Slug>;

export const ServiceUrls = z.object({
  servicePage: PageUrlV2,
  bookingPage: PageUrlV2,
  calendarPage: PageUrlV2,
});
export type ServiceUrls = z.infer<typeof ServiceUrls>;

export const Service = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  appId: z.string().max(MAX_ID_LENGTH),
  type: ServiceType,
  sortOrder: z.number().int(),
  name: z.string().max(MAX_NAME_LENGTH),
  description: z.string().max(MAX_TEXT_LENGTH).optional(),
  tagLine: z.string().max(MAX_TEXT_LENGTH).optional(),
  defaultCapacity: z.number().int(),
  hidden: z.boolean(),
  media: ServiceMedia,
  category: ServiceCategory.optional(),
  payment: ServicePayment,
  onlineBooking: OnlineBooking,
  locations: z.array(ServiceLocation).max(MAX_LONG_LIST_ITEMS),
  schedule: ServiceSchedule,
  bookingPolicy: BookingPolicy,
  staffMemberIds: z.array(z.string().max(MAX_ID_LENGTH)).max(MAX_LIST_ITEMS),
  /** Only with the STAFF_MEMBER_DETAILS conditional field. */
  staffMemberDetails: z.object({ staffMembers: z.array(StaffMember) }).optional(),
  mainSlug: Slug,
  supportedSlugs: z.array(Slug),
  urls: ServiceUrls,
  createdDate: Timestamp,
  updatedDate: Timestamp,
  /** An int64 travels as a string. */
  revision: z.string().max(MAX_ID_LENGTH),
});
export type Service = z.infer<typeof Service>;

export const QueryServicesRequest = QueryRequest.extend({
  conditionalFields: z.array(ServiceConditionalField).max(MAX_LIST_ITEMS).optional(),
});
export type QueryServicesRequest = z.infer<typeof QueryServicesRequest>;

export const QueryServicesResponse = offsetPage('services', Service);
export type QueryServicesResponse = z.infer<typeof QueryServicesResponse>;

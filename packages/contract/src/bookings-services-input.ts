import { z } from 'zod';
import { Address, CurrencyCode, RevisionRead } from './common';
import { RateType, ServiceLocationType, ServiceType } from './bookings-enums';
import { OnlineBooking, ServiceMedia } from './bookings';
import {
  MAX_ID_LENGTH,
  MAX_LIST_ITEMS,
  MAX_LONG_LIST_ITEMS,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
} from './bounds';

/**
 * Money in requests: a decimal string (docs/protocol.md §9.12); the currency defaults to the
 * site's.
 */
export const MoneyInput = z.object({
  value: z
    .string()
    .max(MAX_TEXT_LENGTH)
    .regex(/^\d+(\.\d+)?$/, 'must be a non-negative decimal string'),
  currency: CurrencyCode.optional(),
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
  revision: RevisionRead,
});
export type ServicePatch = z.infer<typeof ServicePatch>;

/** Field masks arrive as comma-joined strings (docs/protocol.md §1.3); arrays are tolerated. */
export const FieldMask = z.union([
  z.string().max(MAX_TEXT_LENGTH),
  z.array(z.string().max(MAX_TEXT_LENGTH)).max(MAX_LIST_ITEMS),
]);

/** One service's update: the fields to change, and which (all given ones without a mask). */
export const UpdateServiceRequest = z.object({ service: ServicePatch, mask: FieldMask.optional() });
export type UpdateServiceRequest = z.infer<typeof UpdateServiceRequest>;

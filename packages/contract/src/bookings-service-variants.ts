import { z } from 'zod';
import { RevisionRead, Timestamp, ValueMoney } from './common';
import { OffsetQuery, PagingMetadata } from './paging';
import { MAX_ID_LENGTH, MAX_NAME_LENGTH } from './bounds';

/**
 * Service Options and Variants (Bookings v1, docs/protocol.md §2.1): a service's one option (an
 * age group, a duration, a staff member…) and the price of each of its choices. Anyone reads
 * them; the owner writes them. Pricing (bookings-pricing.ts) prices a participant's choice by them.
 */
export const ServiceOption = z.object({
  id: z.string().max(MAX_ID_LENGTH).optional(),
  type: z.enum(['UNKNOWN', 'CUSTOM', 'STAFF_MEMBER', 'DURATION']),
  customData: z
    .object({
      name: z.string().max(255).optional(),
      choices: z.array(z.string().max(255)).max(100).optional(),
    })
    .optional(),
  durationData: z.object({ name: z.string().max(255).optional() }).optional(),
});

export const ServiceVariantChoice = z.object({
  custom: z.string().max(255).optional(),
  staffMemberId: z.string().max(MAX_ID_LENGTH).optional(),
  duration: z.object({ minutes: z.number().int().min(1).max(44640).optional() }).optional(),
  optionId: z.string().max(MAX_ID_LENGTH).optional(),
});

export const ServiceVariant = z.object({
  choices: z.array(ServiceVariantChoice).min(1).max(1),
  price: ValueMoney,
});

const Fields = z.object({
  serviceId: z.string().max(MAX_ID_LENGTH),
  options: z.object({ values: z.array(ServiceOption).max(1) }),
  variants: z.object({ values: z.array(ServiceVariant).max(100) }),
});

export const ServiceOptionsAndVariants = Fields.extend({
  id: z.string().max(MAX_ID_LENGTH),
  options: z.object({ values: z.array(ServiceOption.required({ id: true })) }),
  minPrice: ValueMoney.optional(),
  maxPrice: ValueMoney.optional(),
  revision: z.string().max(MAX_ID_LENGTH),
  createdDate: Timestamp,
  updatedDate: Timestamp,
});
export type ServiceOptionsAndVariants = z.infer<typeof ServiceOptionsAndVariants>;

export const CreateServiceOptionsAndVariantsRequest = z.object({
  serviceOptionsAndVariants: Fields,
});
export type CreateServiceOptionsAndVariantsRequest = z.infer<
  typeof CreateServiceOptionsAndVariantsRequest
>;

/** The revision read last is required; the service it belongs to cannot change. */
export const UpdateServiceOptionsAndVariantsRequest = z.object({
  serviceOptionsAndVariants: Fields.omit({ serviceId: true })
    .partial()
    .extend({ id: z.string().max(MAX_ID_LENGTH).optional(), revision: RevisionRead }),
});
export type UpdateServiceOptionsAndVariantsRequest = z.infer<
  typeof UpdateServiceOptionsAndVariantsRequest
>;

export const ServiceOptionsAndVariantsResponse = z.object({
  serviceOptionsAndVariants: ServiceOptionsAndVariants,
});
export const ServiceVariantsByServiceResponse = z.object({
  serviceVariants: ServiceOptionsAndVariants,
});

export const QueryServiceOptionsAndVariantsRequest = z.object({ query: OffsetQuery });
export const QueryServiceOptionsAndVariantsResponse = z.object({
  serviceOptionsAndVariantsList: z.array(ServiceOptionsAndVariants),
  pagingMetadata: PagingMetadata,
});
export type QueryServiceOptionsAndVariantsResponse = z.infer<
  typeof QueryServiceOptionsAndVariantsResponse
>;

export const ServiceVariantsIdParams = z.object({
  serviceOptionsAndVariantsId: z.string().max(MAX_ID_LENGTH),
});
export const ServiceVariantsDeleteQuery = z.object({
  revision: z.string().max(MAX_NAME_LENGTH).optional(),
});

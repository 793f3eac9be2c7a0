import { z } from 'zod';
import { MAX_ID_LENGTH, MAX_NAME_LENGTH, MAX_TEXT_LENGTH, MAX_URL_LENGTH } from './bounds';

/** Wire shapes that several business areas share (docs/protocol.md §3, §7). */

/** An image as REST sends it; the SDK turns it into a `wix:image://` string on its side. */
export const WireImage = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  url: z.string().max(MAX_URL_LENGTH),
  width: z.number().int(),
  height: z.number().int(),
  altText: z.string().max(MAX_TEXT_LENGTH).optional(),
  filename: z.string().max(MAX_NAME_LENGTH).optional(),
});
export type WireImage = z.infer<typeof WireImage>;

export const StreetAddress = z.object({
  number: z.string().max(MAX_ID_LENGTH),
  name: z.string().max(MAX_NAME_LENGTH),
  apt: z.string().max(MAX_NAME_LENGTH).optional(),
});

export const Geocode = z.object({ latitude: z.number(), longitude: z.number() });

/** CommonAddress (bookings, events). */
export const Address = z.object({
  streetAddress: StreetAddress.optional(),
  addressLine: z.string().max(MAX_TEXT_LENGTH).optional(),
  addressLine2: z.string().max(MAX_TEXT_LENGTH).optional(),
  country: z.string().max(MAX_NAME_LENGTH).optional(),
  subdivision: z.string().max(MAX_NAME_LENGTH).optional(),
  city: z.string().max(MAX_NAME_LENGTH).optional(),
  postalCode: z.string().max(MAX_NAME_LENGTH).optional(),
  formattedAddress: z.string().max(MAX_TEXT_LENGTH).optional(),
  geocode: Geocode.optional(),
});
export type Address = z.infer<typeof Address>;

/** Page URL v1, `{base, path}` (events, stores v1). */
export const PageUrl = z.object({
  base: z.string().max(MAX_TEXT_LENGTH),
  path: z.string().max(MAX_TEXT_LENGTH),
});
export type PageUrl = z.infer<typeof PageUrl>;

/** Page URL v2, `{relativePath, url}` (services, cart lines). */
export const PageUrlV2 = z.object({
  relativePath: z.string().max(MAX_TEXT_LENGTH),
  url: z.string().max(MAX_URL_LENGTH),
});
export type PageUrlV2 = z.infer<typeof PageUrlV2>;

/** Timestamps travel as ISO-8601 strings. */
export const Timestamp = z.string().max(MAX_NAME_LENGTH);

/**
 * The revision a caller read last, sent back with a change: a whole number in a string. A stale
 * one is refused with a conflict (optimistic concurrency).
 */
export const RevisionRead = z.string().max(MAX_ID_LENGTH).regex(/^\d+$/, 'must be a whole number');

/** What an owner's revisioned entity (discount rule, event policy, ticket definition) starts with. */
export const RevisionedEntity = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  revision: z.string().max(MAX_ID_LENGTH),
  createdDate: Timestamp,
  updatedDate: Timestamp,
});

/**
 * An owner's update of a revisioned entity: any of the fields it was created with, its id (the
 * path names it too) and the revision read last.
 */
export function revisedPatch<Shape extends z.ZodRawShape>(fields: z.ZodObject<Shape>) {
  return fields.partial().extend({
    id: z.string().max(MAX_ID_LENGTH).optional(),
    revision: RevisionRead,
  });
}

export const DurationUnit = z.enum(['DAY', 'WEEK', 'MONTH', 'YEAR']);
export type DurationUnit = z.infer<typeof DurationUnit>;

export const WeightUnit = z.enum(['KG', 'LB']);
export type WeightUnit = z.infer<typeof WeightUnit>;

/** Bookings and pricing-plans money: a decimal string in `value` (docs/protocol.md §9.12). */
/** A currency as requests name it: ISO 4217's three capital letters. */
export const CurrencyCode = z
  .string()
  .max(MAX_NAME_LENGTH)
  .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code');

export const ValueMoney = z.object({
  value: z.string().max(MAX_TEXT_LENGTH),
  currency: z.string().max(MAX_NAME_LENGTH),
  formattedValue: z.string().max(MAX_TEXT_LENGTH).optional(),
});
export type ValueMoney = z.infer<typeof ValueMoney>;

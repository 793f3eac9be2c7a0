import { z } from 'zod';

/** Wire shapes that several business areas share (docs/protocol.md §3, §7). */

/** An image as REST sends it; the SDK turns it into a `wix:image://` string on its side. */
export const WireImage = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  altText: z.string().optional(),
  filename: z.string().optional(),
});
export type WireImage = z.infer<typeof WireImage>;

export const StreetAddress = z.object({
  number: z.string(),
  name: z.string(),
  apt: z.string().optional(),
});

export const Geocode = z.object({ latitude: z.number(), longitude: z.number() });

/** CommonAddress (bookings, events). */
export const Address = z.object({
  streetAddress: StreetAddress.optional(),
  addressLine: z.string().optional(),
  addressLine2: z.string().optional(),
  country: z.string().optional(),
  subdivision: z.string().optional(),
  city: z.string().optional(),
  postalCode: z.string().optional(),
  formattedAddress: z.string().optional(),
  geocode: Geocode.optional(),
});
export type Address = z.infer<typeof Address>;

/** Page URL v1, `{base, path}` (events, stores v1). */
export const PageUrl = z.object({ base: z.string(), path: z.string() });
export type PageUrl = z.infer<typeof PageUrl>;

/** Page URL v2, `{relativePath, url}` (services, cart lines). */
export const PageUrlV2 = z.object({ relativePath: z.string(), url: z.string() });
export type PageUrlV2 = z.infer<typeof PageUrlV2>;

/** Timestamps travel as ISO-8601 strings. */
export const Timestamp = z.string();

export const DurationUnit = z.enum(['DAY', 'WEEK', 'MONTH', 'YEAR']);
export type DurationUnit = z.infer<typeof DurationUnit>;

export const WeightUnit = z.enum(['KG', 'LB']);
export type WeightUnit = z.infer<typeof WeightUnit>;

/** Bookings and pricing-plans money: a decimal string in `value` (docs/protocol.md §9.12). */
export const ValueMoney = z.object({
  value: z.string(),
  currency: z.string(),
  formattedValue: z.string().optional(),
});
export type ValueMoney = z.infer<typeof ValueMoney>;

import { z } from 'zod';
import { MAX_ID_LENGTH, MAX_NAME_LENGTH } from './bounds';

/**
 * Bookings Pricing (docs/protocol.md §2.1): the base price of line items before a booking is made
 * (Preview Price) and of a booking (Calculate Price). Prices are the service's, per participant,
 * or its variant's when the participants chose one (Service Options and Variants); amounts are
 * numbers in the service's currency's major unit, as the wire gives them.
 */
export const PricingChoice = z.object({
  custom: z.string().max(255).optional(),
  staffMemberId: z.string().max(MAX_ID_LENGTH).optional(),
  optionId: z.string().max(MAX_ID_LENGTH).optional(),
});
export type PricingChoice = z.infer<typeof PricingChoice>;

export const PricingServiceChoices = z.object({
  numberOfParticipants: z.number().int().min(1).max(1000).optional(),
  choices: z.array(PricingChoice).max(5).optional(),
  pricePerParticipant: z.number().optional(),
});

export const BookingLineItem = z.object({
  serviceId: z.string().max(MAX_ID_LENGTH).optional(),
  resourceId: z.string().max(MAX_ID_LENGTH).optional(),
  choices: z.array(PricingChoice).max(5).optional(),
  numberOfParticipants: z.number().int().min(1).max(1000).optional(),
  pricePerParticipant: z.number().optional(),
  serviceChoices: z.array(PricingServiceChoices).max(40).optional(),
  localStartDate: z.string().max(MAX_NAME_LENGTH).optional(),
  localEndDate: z.string().max(MAX_NAME_LENGTH).optional(),
  timeZone: z.string().max(MAX_NAME_LENGTH).optional(),
});
export type BookingLineItem = z.infer<typeof BookingLineItem>;

export const PriceInfo = z.object({
  calculatedPrice: z.number().optional(),
  priceDescriptionInfo: z.object({ original: z.string().max(MAX_NAME_LENGTH) }).optional(),
  priceDescription: z.string().max(MAX_NAME_LENGTH).optional(),
  bookingLineItems: z.array(BookingLineItem),
  deposit: z.number().optional(),
});
export type PriceInfo = z.infer<typeof PriceInfo>;

export const PreviewPriceRequest = z.object({
  bookingLineItems: z.array(BookingLineItem).min(1).max(40),
});
export type PreviewPriceRequest = z.infer<typeof PreviewPriceRequest>;

export const PriceInfoResponse = z.object({ priceInfo: PriceInfo });
export type PriceInfoResponse = z.infer<typeof PriceInfoResponse>;

const BookedService = z.object({
  serviceId: z.string().max(MAX_ID_LENGTH).optional(),
  scheduleId: z.string().max(MAX_ID_LENGTH).optional(),
});

/** The booking to price: its service (by its slot or schedule) and its participants. */
export const CalculatePriceRequest = z.object({
  booking: z
    .object({
      id: z.string().max(MAX_ID_LENGTH).optional(),
      bookedEntity: z
        .object({ slot: BookedService.optional(), schedule: BookedService.optional() })
        .optional(),
      totalParticipants: z.number().int().min(1).max(1000).optional(),
      participantsChoices: z
        .object({ serviceChoices: z.array(PricingServiceChoices).max(40).optional() })
        .optional(),
    })
    .optional(),
});
export type CalculatePriceRequest = z.infer<typeof CalculatePriceRequest>;

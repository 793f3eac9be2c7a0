import { z } from 'zod';
import { CurrencyCode, Timestamp, ValueMoney } from './common';
import { MAX_EMAIL_LENGTH, MAX_ID_LENGTH, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './bounds';

/**
 * Local-only owner calls for an event's staff and shipping options. The Events API publishes no
 * calls for them (only the `wix.events.v1.staff` and `wix.events.v1.shipping` webhooks), so the
 * local platform serves the smallest ones that cause those events:
 * `/events/v1/events/{eventId}/staff` and `/events/v1/events/{eventId}/shipping-options`.
 */

const Name = z.string().trim().min(1).max(100);
/** The id of a created row: scoped to its event; any string is accepted and unknown ones 404. */
export const EventStaffParams = z.object({
  eventId: z.string().max(MAX_ID_LENGTH),
  staffId: z.string().max(MAX_ID_LENGTH),
});
export const EventShippingParams = z.object({
  eventId: z.string().max(MAX_ID_LENGTH),
  shippingOptionId: z.string().max(MAX_ID_LENGTH),
});
export const EventOnlyParams = z.object({ eventId: z.string().max(MAX_ID_LENGTH) });

export const EventStaff = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  eventId: z.string().max(MAX_ID_LENGTH),
  name: z.string().max(MAX_NAME_LENGTH),
  email: z.string().max(MAX_EMAIL_LENGTH).optional(),
  createdDate: Timestamp,
  updatedDate: Timestamp,
});
export type EventStaff = z.infer<typeof EventStaff>;

export const CreateEventStaffRequest = z.object({
  staff: z.object({ name: Name, email: z.email().max(MAX_EMAIL_LENGTH).optional() }),
});
export type CreateEventStaffRequest = z.infer<typeof CreateEventStaffRequest>;

/** A partial change: a field left out keeps its value. */
export const UpdateEventStaffRequest = z.object({
  staff: z.object({ name: Name.optional(), email: z.email().max(MAX_EMAIL_LENGTH).optional() }),
});
export type UpdateEventStaffRequest = z.infer<typeof UpdateEventStaffRequest>;

export const EventStaffResponse = z.object({ staff: EventStaff });
export type EventStaffResponse = z.infer<typeof EventStaffResponse>;

/** A way tickets or merchandise reach the buyer; the price is exact, in the event's currency. */
export const EventShippingOption = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  eventId: z.string().max(MAX_ID_LENGTH),
  name: z.string().max(MAX_NAME_LENGTH),
  price: ValueMoney,
  createdDate: Timestamp,
  updatedDate: Timestamp,
});
export type EventShippingOption = z.infer<typeof EventShippingOption>;

const Price = z.object({
  value: z
    .string()
    .max(MAX_TEXT_LENGTH)
    .regex(/^\d+(\.\d+)?$/, 'must be a non-negative decimal amount'),
  currency: CurrencyCode,
});

export const CreateEventShippingRequest = z.object({
  shippingOption: z.object({ name: Name, price: Price }),
});
export type CreateEventShippingRequest = z.infer<typeof CreateEventShippingRequest>;

export const UpdateEventShippingRequest = z.object({
  shippingOption: z.object({ name: Name.optional(), price: Price.optional() }),
});
export type UpdateEventShippingRequest = z.infer<typeof UpdateEventShippingRequest>;

export const EventShippingResponse = z.object({ shippingOption: EventShippingOption });
export type EventShippingResponse = z.infer<typeof EventShippingResponse>;

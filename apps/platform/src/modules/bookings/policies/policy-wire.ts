import type { BookingPolicy } from '@headless/contract';
import type { bookingsPolicies, PolicyRules } from '../../../db/schema/bookings';
import { NIL_UUID } from '../../../kernel/ids';

export type PolicyRow = typeof bookingsPolicies.$inferSelect;

/** What a site's policy says where it stores nothing: book any time before the start. */
export const DEFAULT_POLICY_RULES: PolicyRules = {
  limitEarlyBookingPolicy: { enabled: false, earliestBookingInMinutes: 0 },
  limitLateBookingPolicy: { enabled: false, latestBookingInMinutes: 0 },
  bookAfterStartPolicy: { enabled: false },
  cancellationPolicy: {
    enabled: true,
    limitLatestCancellation: false,
    latestCancellationInMinutes: 0,
  },
  reschedulePolicy: { enabled: true, limitLatestReschedule: false, latestRescheduleInMinutes: 0 },
  waitlistPolicy: { enabled: false, capacity: 0, reservationTimeInMinutes: 10 },
  participantsPolicy: { maxParticipantsPerBooking: 1 },
};

/**
 * The wire's BookingPolicy. A site without a stored policy (a database seeded before 0003) gets
 * the defaults, dated like the service that shows it.
 */
export function policyToWire(row: PolicyRow | null, fallbackDate: Date): BookingPolicy {
  const rules = { ...DEFAULT_POLICY_RULES, ...(row?.rules ?? {}) };
  return {
    id: row?.id ?? NIL_UUID,
    revision: String(row?.revision ?? 1),
    createdDate: (row?.createdAt ?? fallbackDate).toISOString(),
    updatedDate: (row?.updatedAt ?? fallbackDate).toISOString(),
    name: row?.name ?? 'Default policy',
    default: row?.isDefault ?? true,
    ...rules,
  };
}

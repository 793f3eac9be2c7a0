import type { BookingPolicyViolations } from '@headless/contract';
import type { ServiceSchedule } from './schedule';

/**
 * Per-slot booking policy violations (docs/protocol.md §3.2), from the service's booking policy.
 */
export function violationsAt(
  s: ServiceSchedule,
  start: Date,
  now: Date,
): Required<BookingPolicyViolations> {
  const ahead = (start.getTime() - now.getTime()) / 60_000;
  const late = s.policy.limitLateBookingPolicy;
  const early = s.policy.limitEarlyBookingPolicy;
  const afterStart = s.policy.bookAfterStartPolicy?.enabled === true && s.type === 'COURSE';
  const started = ahead <= 0;
  return {
    tooLateToBook:
      (started && !afterStart) ||
      (!!late?.enabled && !started && ahead < late.latestBookingInMinutes),
    tooEarlyToBook: !!early?.enabled && ahead > early.earliestBookingInMinutes,
    bookOnlineDisabled: !s.onlineBookingEnabled,
    validSubmissionRequired: false,
  };
}

export const hasViolation = (v: BookingPolicyViolations) =>
  !!(v.tooLateToBook || v.tooEarlyToBook || v.bookOnlineDisabled);

/** When a slot the policy keeps too early to book opens for booking. */
export function earliestBookingDate(s: ServiceSchedule, start: Date): Date | undefined {
  const early = s.policy.limitEarlyBookingPolicy;
  if (!early?.enabled) return undefined;
  return new Date(start.getTime() - early.earliestBookingInMinutes * 60_000);
}

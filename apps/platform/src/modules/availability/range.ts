import { AvailabilityErrorCode } from '@headless/contract';
import { invalid, validationError } from '../../kernel/errors';
import { dateTimeViolation, isTimeZone, parseDateBound, timeZoneViolation } from './time-zone';

const MAX_RANGE_DAYS = 31;

export interface AvailabilityInput {
  serviceIds: string[];
  start: string;
  end: string;
  timeZone?: string;
  /** Field names for messages: the wire names differ between the calls. */
  fields: { start: string; end: string; timeZone: string };
}

export interface Range {
  from: Date;
  to: Date;
  timeZone?: string;
}

/** Checks the time zone and the bounds: malformed → validation error, bad range → application error. */
export function readRange(input: AvailabilityInput): Range {
  const { timeZone, fields } = input;
  if (timeZone !== undefined && !isTimeZone(timeZone))
    throw validationError([timeZoneViolation(fields.timeZone)]);
  const from = parseDateBound(input.start, timeZone ?? 'UTC');
  const to = parseDateBound(input.end, timeZone ?? 'UTC');
  const bad = [...(from ? [] : [fields.start]), ...(to ? [] : [fields.end])].map((field) => ({
    ...dateTimeViolation(field),
    ruleName: 'DATE_TIME',
  }));
  if (!from || !to) throw validationError(bad);
  if (to <= from)
    throw invalid(
      AvailabilityErrorCode.invalidRange,
      `${fields.end} must be after ${fields.start}`,
      { startDate: input.start, endDate: input.end },
    );
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * 86_400_000)
    throw invalid(
      AvailabilityErrorCode.rangeTooLong,
      `The range may span at most ${MAX_RANGE_DAYS} days`,
      { maxDays: MAX_RANGE_DAYS },
    );
  return { from, to, ...(timeZone ? { timeZone } : {}) };
}

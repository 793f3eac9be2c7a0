import type { MultiSlotRequest, MultiSlotResponse } from '@headless/contract';
import type { Db } from '../../db/client';
import type { Caller } from '../../kernel/caller';
import { validationError } from '../../kernel/errors';
import { readRange } from './range';
import { schedulesFor } from './engine';
import { computeAvailability, filterEntries } from './service';

/**
 * Several services' slots in one list (a simplification of multi-service booking), at one location
 * when asked, cursor-paged.
 */
export async function multiSlotAvailability(
  db: Db,
  caller: Caller,
  request: MultiSlotRequest,
): Promise<MultiSlotResponse> {
  const { now } = caller;
  const range = readRange({
    serviceIds: request.slots.map((s) => s.serviceId),
    start: request.from,
    end: request.to,
    ...(request.timeZone ? { timeZone: request.timeZone } : {}),
    fields: { start: 'from', end: 'to', timeZone: 'timeZone' },
  });
  const schedules = await schedulesFor(
    db,
    caller,
    request.slots.map((s) => s.serviceId),
    range,
  );
  const all = await computeAvailability(db, schedules, range, now);
  // A location asked for keeps only the slots offered there.
  const at = request.location?.id;
  const entries = filterEntries(at ? all.filter((e) => e.slot.location?.id === at) : all, {
    ...(request.bookable !== undefined ? { bookable: request.bookable } : {}),
    violations: request.bookingPolicyViolations ?? {},
    ...(request.slotsPerDay ? { slotsPerDay: request.slotsPerDay } : {}),
  });
  const offset = readCursor(request.cursorPaging?.cursor);
  const limit = request.cursorPaging?.limit ?? 100;
  const page = entries.slice(offset, offset + limit);
  const hasNext = offset + limit < entries.length;
  return {
    slots: page,
    cursorPagingMetadata: {
      count: page.length,
      cursors: hasNext ? { next: Buffer.from(String(offset + limit)).toString('base64url') } : {},
      hasNext,
    },
  };
}

function readCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const n = Number(text);
  if (!/^\d{1,9}$/.test(text) || !Number.isSafeInteger(n))
    throw validationError([
      {
        field: 'cursorPaging.cursor',
        description: 'is not a cursor this platform issued',
        violatedRule: 'FORMAT',
      },
    ]);
  return n;
}

import {
  AvailabilityErrorCode,
  BookingErrorCode,
  type CreateBookingRequest,
} from '@headless/contract';
import type { Db } from '../../db/client';
import type { Caller } from '../../kernel/caller';
import { invalid, notFound, validationError } from '../../kernel/errors';
import { isUuid } from '../../kernel/ids';
import {
  courseSessions,
  dateTimeViolation,
  findServices,
  isTimeZone,
  loadSchedules,
  parseDateBound,
  scheduleTimeZone,
  timeZoneViolation,
} from '../availability';

type BookedEntity = CreateBookingRequest['booking']['bookedEntity'];

/** Where Create Booking books: the service, the slot's start and the zone it was shown in. */
export interface Place {
  serviceId: string;
  start: Date;
  timeZone: string;
}

const FIELD = 'booking.bookedEntity';

function checkZone(timezone: string | undefined, field: string) {
  if (timezone && !isTimeZone(timezone)) throw validationError([timeZoneViolation(field)]);
}

/** A slot: a Time Slots V2 slot's local start in the zone sent (else the business's), or an instant. */
async function slotPlace(db: Db, slot: NonNullable<BookedEntity['slot']>): Promise<Place> {
  if (!isUuid(slot.serviceId))
    throw notFound(AvailabilityErrorCode.serviceNotFound, `Service not found: ${slot.serviceId}`, {
      serviceId: slot.serviceId,
    });
  checkZone(slot.timezone, `${FIELD}.slot.timezone`);
  const timeZone = slot.timezone || (await scheduleTimeZone(db, [slot.serviceId]));
  const start = parseDateBound(slot.startDate, timeZone);
  if (!start) throw validationError([dateTimeViolation(`${FIELD}.slot.startDate`)]);
  return { serviceId: slot.serviceId, start, timeZone };
}

/**
 * A course's schedule: the course is one slot from its first session to its last (the engine's
 * course slot), so booking it books the slot that starts at its first session.
 */
async function schedulePlace(
  db: Db,
  caller: Caller,
  schedule: NonNullable<BookedEntity['schedule']>,
): Promise<Place> {
  const { scheduleId } = schedule;
  const [service] = isUuid(scheduleId) ? await findServices(db, caller, { scheduleId }) : [];
  if (!service)
    throw notFound(AvailabilityErrorCode.scheduleNotFound, `Schedule not found: ${scheduleId}`, {
      scheduleId,
    });
  if (service.type !== 'COURSE')
    throw invalid(
      AvailabilityErrorCode.unsupportedServiceType,
      `A ${service.type} is booked by its slot (bookedEntity.slot), not its schedule`,
      { scheduleId, serviceType: service.type },
    );
  checkZone(schedule.timezone, `${FIELD}.schedule.timezone`);
  const [loaded] = await loadSchedules(db, [service], caller.now, caller.now);
  const first = courseSessions(loaded!)[0];
  if (!first)
    throw invalid(BookingErrorCode.slotNotFound, 'The course has no sessions to book', {
      scheduleId,
    });
  return {
    serviceId: service.id,
    start: first.start,
    timeZone: schedule.timezone || loaded!.timeZone,
  };
}

export function placeOf(db: Db, caller: Caller, entity: BookedEntity): Promise<Place> {
  return entity.schedule ? schedulePlace(db, caller, entity.schedule) : slotPlace(db, entity.slot!);
}

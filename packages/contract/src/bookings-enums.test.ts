import { describe, expect, it } from 'vitest';
import * as enums from './bookings-enums';
import { ServiceInput } from './bookings-services-api';

/** Every bookings enumeration the issue lists, with one value it must keep. */
const samples: Record<string, string> = {
  ServiceType: 'CLASS',
  RateType: 'NO_FEE',
  ServiceLocationType: 'CUSTOMER',
  WeekdayShort: 'MON',
  Weekday: 'MONDAY',
  ScheduleItemType: 'WORKING_HOURS',
  Transparency: 'BUSY',
  LocationStatus: 'INACTIVE',
  LocationKind: 'BRANCH',
  ApprovalStatus: 'APPROVED',
  CapacityType: 'UNLIMITED',
  MultiServiceBookingType: 'SEQUENTIAL_BOOKINGS',
  FormFieldType: 'EMAIL',
  AttendanceStatus: 'ATTENDED',
  BookingPaymentStatus: 'PAID',
  SelectedPaymentOption: 'ONLINE',
  BookingPlatform: 'WEB',
  BookingActor: 'CUSTOMER',
  BookingsSortOrder: 'DESC',
  BookingsDurationUnit: 'MINUTES',
  RemovedLocationSessionsAction: 'MOVE_TO_LOCATION',
};

describe('bookings enums', () => {
  it.each(Object.entries(samples))('%s keeps %s and refuses unknown values', (name, value) => {
    const schema = (enums as unknown as Record<string, typeof enums.ServiceType>)[name];
    expect(schema?.safeParse(value).success).toBe(true);
    const bad = schema?.safeParse('NOT_A_VALUE');
    expect(bad?.success).toBe(false);
    expect(bad?.error?.issues[0]?.code).toBe('invalid_value');
  });

  it('keeps weekdays in both spellings apart', () => {
    expect(enums.WeekdayShort.safeParse('MONDAY').success).toBe(false);
    expect(enums.Weekday.safeParse('MON').success).toBe(false);
  });

  it('checks money in service input as decimal strings', () => {
    const input = (value: string) => ({
      type: 'APPOINTMENT',
      name: 'x',
      payment: { rateType: 'FIXED', fixed: { price: { value, currency: 'USD' } } },
    });
    expect(ServiceInput.safeParse(input('25.50')).success).toBe(true);
    expect(ServiceInput.safeParse(input('-1')).success).toBe(false);
    expect(ServiceInput.safeParse(input('1e3')).success).toBe(false);
  });
});

import type { Booking, Service } from '@headless/sdk/bookings';
import { describe, expect, it } from 'vitest';
import { toConfirmedBooking } from './confirmed-booking';
import { toServiceChoice } from './service-choices';

function service(payment: Partial<Service['payment']>, minutes?: number): Service {
  return {
    id: 's1',
    name: 'Deep Tissue Massage',
    type: 'APPOINTMENT',
    payment,
    schedule: { availabilityConstraints: { durations: minutes ? [{ minutes }] : [] } },
  } as unknown as Service;
}

describe('toServiceChoice', () => {
  it('names the type, the duration and the fixed price', () => {
    const fixed = { rateType: 'FIXED', fixed: { price: { value: '120', currency: 'USD' } } };
    expect(toServiceChoice(service(fixed as Service['payment'], 90))).toEqual({
      id: 's1',
      name: 'Deep Tissue Massage',
      type: 'Appointment',
      duration: '1 h 30 min',
      price: '$120.00',
    });
  });

  it('says Free for no fee, and the owner words for a custom price', () => {
    expect(toServiceChoice(service({ rateType: 'NO_FEE' }, 30)).price).toBe('Free');
    const custom = { rateType: 'CUSTOM', custom: { description: 'Ask us' } } as const;
    expect(toServiceChoice(service(custom)).price).toBe('Ask us');
    expect(toServiceChoice(service(custom)).duration).toBe('');
  });
});

describe('toConfirmedBooking', () => {
  it('shows the service, the start in the visitor zone, the status, the price and the payment', () => {
    const booking = {
      id: 'b1',
      status: 'CONFIRMED',
      paymentStatus: 'PAID',
      totalParticipants: 2,
      startDate: new Date('2026-03-02T23:30:00.000Z'),
      bookedEntity: { title: 'Morning Yoga Flow' },
    } as unknown as Booking;
    const paid = service({ rateType: 'FIXED', fixed: { price: { value: '25', currency: 'USD' } } });
    expect(toConfirmedBooking(booking, 'Europe/Berlin', paid)).toEqual({
      id: 'b1',
      serviceName: 'Morning Yoga Flow',
      when: 'Tue, Mar 3, 2026, 12:30 AM GMT+1',
      status: 'CONFIRMED',
      price: '$25.00 × 2 participants = $50.00',
      payment: 'Paid online',
    });
  });

  it('says a free booking needs no payment, and leaves an unknown price out', () => {
    const booking = {
      id: 'b2',
      status: 'CONFIRMED',
      paymentStatus: 'EXEMPT',
      totalParticipants: 1,
      startDate: new Date('2026-03-02T09:00:00.000Z'),
    } as unknown as Booking;
    const free = toConfirmedBooking(booking, 'UTC', service({ rateType: 'NO_FEE' }));
    expect(free).toMatchObject({ price: 'Free', payment: 'No payment needed' });
    expect(toConfirmedBooking(booking, 'UTC').price).toBe('');
  });
});

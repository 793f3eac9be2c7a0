import type { SlotAvailability } from '@headless/sdk/bookings';

/** One service as the booking page offers it. */
export interface ServiceChoice {
  id: string;
  name: string;
  /** `Appointment`, `Class`, `Course`. */
  type: string;
  /** `1 h 30 min`; empty when the service has no fixed duration. */
  duration: string;
  /** `$80.00`, `Free`, or the owner's own words for a custom price. */
  price: string;
}

export interface SlotChoice {
  /** The slot's start, unique within one service. */
  key: string;
  /** `9:30 AM` in the visitor's zone. */
  time: string;
  openSpots: number;
  /** Sent back as it came: the hosted checkout needs the slot exactly as availability gave it. */
  slotAvailability: SlotAvailability;
}

export interface SlotDay {
  /** `2026-03-02` in the visitor's zone. */
  key: string;
  /** `Monday, March 2`. */
  label: string;
  slots: SlotChoice[];
}

export interface ConfirmedBooking {
  id: string;
  serviceName: string;
  /** Date and time in the visitor's zone, with the zone named. */
  when: string;
  status: string;
  /** `$25.00 × 2 participants = $50.00`, `Free`; empty when the service's price is unknown. */
  price: string;
  /** The payment status in words: `Paid online`, `Not paid yet: pay at the venue`… */
  payment: string;
}

import type {
  AvailabilityFilter,
  GetScheduleAvailabilityResponse,
  MultiSlotRequest,
  MultiSlotResponse,
  QueryAvailabilityResponse,
  SlotAvailability,
} from '@headless/contract';
import { defineTransform } from '../../core/transforms';

export type {
  GetScheduleAvailabilityResponse,
  MultiSlotResponse,
  QueryAvailabilityResponse,
  SlotAvailability,
};

/**
 * Slot dates are strings on the wire and stay strings (docs/protocol.md §3.2): they are local to
 * the slot's time zone, and turning them into `Date`s would lose that. Declared empty on purpose.
 */
export const slotAvailabilityTransform = defineTransform({ dates: [] });

/** Bounds may be given as `Date`s; they travel as ISO strings. */
type Bounds<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | Date };

export type AvailabilityQueryFilter = Bounds<AvailabilityFilter, 'startDate' | 'endDate'>;

export interface AvailabilityQuery {
  filter: AvailabilityQueryFilter;
  sort?: unknown[];
}

export interface QueryAvailabilityOptions {
  /** IANA zone: the bounds are read as local times there, and slots carry it. */
  timezone?: string;
  slotsPerDay?: number;
}

export type MultiSlotAvailabilityRequest = Bounds<MultiSlotRequest, 'from' | 'to'>;

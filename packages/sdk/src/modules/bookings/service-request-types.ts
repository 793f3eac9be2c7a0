import type {
  Address,
  BulkServicesResponse,
  CloneServiceError,
  Filter,
  LocationInput,
  RemovedLocationSessionsAction,
  SearchServicesRequest,
  ServiceInput,
  ServicePatch,
  SlugError,
  Sorting,
} from '@headless/contract';
import type { Service, ServiceWire } from './service-types';

/*
 * Request and response shapes of the services calls (protocol.md §2.1). Types the contract exports
 * are used as they are; the contract declares the others as schemas only (no exported type), so
 * their wire shapes are repeated here, field for field.
 */

export type { ServiceInput, LocationInput, SlugError };

/** The fields to change: any of ServiceInput's, with the revision last read. */
export type ServiceUpdate = Omit<ServicePatch, 'id'>;

export interface CursorPaging {
  limit?: number;
  cursor?: string;
}

export interface ParticipantNotification {
  notifyParticipants?: boolean;
  message?: string;
}

export interface DeleteServiceOptions {
  preserveFutureSessionsWithParticipants?: boolean;
  participantNotification?: ParticipantNotification;
}

export interface UpdateServiceOptions {
  /** Only these fields change (sent comma-joined, protocol.md §1.3); all given fields otherwise. */
  mask?: string[];
}

export interface BulkServiceUpdate {
  service: ServicePatch;
  mask?: string[];
}

export interface BulkOptions {
  returnEntity?: boolean;
}

type BulkWire = BulkServicesResponse;
export type BulkServicesResult = Omit<BulkWire, 'results'> & {
  results: (Omit<BulkWire['results'][number], 'item'> & { item?: Service })[];
};

export type ServiceSearch = NonNullable<SearchServicesRequest['search']>;

export interface CursorPagingMetadata {
  count: number;
  cursors: { next?: string; prev?: string };
  hasNext: boolean;
}

export interface SearchServicesResponse<S = Service> {
  services: S[];
  pagingMetadata: CursorPagingMetadata;
  aggregationData?: { results: unknown[] };
}

export interface CursorQuery {
  filter?: Filter;
  sort?: Sorting[];
  cursorPaging?: CursorPaging;
}

export type BookingPolicyWire = ServiceWire['bookingPolicy'];

export interface QueryPoliciesResponse<Policy = BookingPolicyWire> {
  bookingPolicies: {
    bookingPolicy: Policy;
    connectedServices: { id: string; name: string }[];
    totalServiceCount: number;
  }[];
  pagingMetadata: CursorPagingMetadata;
}

export interface QueryLocationsFilter {
  /** A services filter in the query language, e.g. `{ id: { $in: [...] } }`. */
  services?: Filter;
  businessLocationIds?: string[];
}

export interface QueryLocationsResponse {
  businessLocations: {
    exists: boolean;
    locations: { id: string; name: string; address?: Address }[];
  };
  customLocations: { exists: boolean };
  customerLocations: { exists: boolean };
}

export interface QueryCategoriesFilter {
  services?: Filter;
  categoryIds?: string[];
}

export interface SetServiceLocationsOptions {
  removedLocationSessionsAction?: {
    action: RemovedLocationSessionsAction;
    moveToLocationOptions?: { newLocation: LocationInput };
  };
  participantNotification?: ParticipantNotification;
}

export interface SlugWire {
  name: string;
  custom: boolean;
  createdDate: string;
}

export interface ValidateSlugResponse {
  valid: boolean;
  slug?: string;
  errors: SlugError[];
}

export interface CloneServiceResponse<S = Service> {
  service: S;
  errors: CloneServiceError[];
}

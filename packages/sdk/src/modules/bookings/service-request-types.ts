import type {
  BulkServicesResponse,
  CloneServiceResponse as CloneServiceResponseWire,
  CursorPaging,
  CursorPagingMetadata,
  DeleteOptions,
  Filter,
  LocationInput,
  ParticipantNotification,
  QueryCategoriesRequest,
  QueryCategoriesResponse,
  QueryLocationsRequest,
  QueryLocationsResponse,
  QueryPoliciesResponse as QueryPoliciesResponseWire,
  SearchServicesRequest,
  SearchServicesResponse as SearchServicesResponseWire,
  ServiceInput,
  ServicePatch,
  SetServiceLocationsRequest,
  Slug as SlugWire,
  SlugError,
  Sorting,
  ValidateSlugResponse,
} from '@headless/contract';
import type { Service, ServiceWire } from './service-types';

/*
 * Request and response shapes of the services calls (docs/protocol.md §2.1), taken from the
 * contract. Responses that carry services or policies are generic so the SDK can swap in its
 * Date-typed entities for the wire ones.
 */

export type {
  CursorPaging,
  CursorPagingMetadata,
  LocationInput,
  ParticipantNotification,
  QueryLocationsResponse,
  ServiceInput,
  SlugError,
  SlugWire,
  ValidateSlugResponse,
};

/** The fields to change: any of ServiceInput's, with the revision last read. */
export type ServiceUpdate = Omit<ServicePatch, 'id'>;

export type DeleteServiceOptions = DeleteOptions;

export interface UpdateServiceOptions {
  /**
   * Only these fields change (sent comma-joined, docs/protocol.md §1.3); all given fields
   * otherwise.
   */
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

export type SearchServicesResponse<S = Service> = Omit<SearchServicesResponseWire, 'services'> & {
  services: S[];
};

export interface CursorQuery {
  filter?: Filter;
  sort?: Sorting[];
  cursorPaging?: CursorPaging;
}

export type BookingPolicyWire = ServiceWire['bookingPolicy'];

type PolicyEntryWire = QueryPoliciesResponseWire['bookingPolicies'][number];
export type QueryPoliciesResponse<Policy = BookingPolicyWire> = Omit<
  QueryPoliciesResponseWire,
  'bookingPolicies'
> & { bookingPolicies: (Omit<PolicyEntryWire, 'bookingPolicy'> & { bookingPolicy: Policy })[] };

export type QueryLocationsFilter = NonNullable<QueryLocationsRequest['filter']>;

export type QueryCategoriesFilter = NonNullable<QueryCategoriesRequest['filter']>;
export type CategoryWire = QueryCategoriesResponse['categories'][number];

export type SetServiceLocationsOptions = Omit<SetServiceLocationsRequest, 'locations'>;

export type CloneServiceResponse<S = Service> = Omit<CloneServiceResponseWire, 'service'> & {
  service: S;
};

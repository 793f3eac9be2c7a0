import type {
  Filter,
  QueryBookingFormsRequest,
  QueryBookingFormsResponse,
} from '@headless/contract';
import type { QueryBuilder } from '../../core/query-builder';
import type { DatesAt } from '../../core/transforms';
import type {
  BookingPolicyWire,
  BulkOptions,
  BulkServicesResult,
  BulkServiceUpdate,
  CategoryWire,
  CloneServiceResponse,
  CursorQuery,
  DeleteServiceOptions,
  QueryCategoriesFilter,
  QueryLocationsFilter,
  QueryLocationsResponse,
  QueryPoliciesResponse,
  SearchServicesResponse,
  ServiceInput,
  LocationInput,
  ServiceSearch,
  ServiceUpdate,
  SetServiceLocationsOptions,
  SlugWire,
  UpdateServiceOptions,
  ValidateSlugResponse,
} from './service-request-types';
import type { ConditionalField, Service, ServiceField } from './service-types';

export interface ServiceOptions {
  conditionalFields?: ConditionalField[];
}

export type BookingPolicy = DatesAt<BookingPolicyWire, 'createdDate' | 'updatedDate'>;
export type Slug = DatesAt<SlugWire, 'createdDate'>;
export type Category = CategoryWire;

/** Every services call of docs/protocol.md §2.1, on its documented path. */
export interface ServicesApi {
  /** `POST /bookings/v2/services` → the created service, unwrapped. Owner only. */
  createService(service: ServiceInput): Promise<Service>;
  /** `GET /bookings/v2/services/{serviceId}` → the service, unwrapped. */
  getService(serviceId: string, options?: ServiceOptions): Promise<Service>;
  /**
   * `PATCH /bookings/v2/services/{serviceId}` → the updated service, unwrapped. `revision` is the
   * one last read; a stale one is refused with a conflict.
   */
  updateService(
    serviceId: string,
    service: ServiceUpdate,
    options?: UpdateServiceOptions,
  ): Promise<Service>;
  /** `POST /bookings/v2/bulk/services/create`: up to 100 services, each succeeding or not. */
  bulkCreateServices(services: ServiceInput[], options?: BulkOptions): Promise<BulkServicesResult>;
  /** `POST /bookings/v2/bulk/services/update`. */
  bulkUpdateServices(
    services: BulkServiceUpdate[],
    options?: BulkOptions,
  ): Promise<BulkServicesResult>;
  /** `POST /bookings/v2/bulk/services/update-by-filter` → `{ jobId }`. */
  bulkUpdateServicesByFilter(
    filter: Filter,
    service: Partial<ServiceInput>,
  ): Promise<{ jobId: string }>;
  /** `DELETE /bookings/v2/services/{serviceId}`. */
  deleteService(serviceId: string, options?: DeleteServiceOptions): Promise<void>;
  /** `POST /bookings/v2/bulk/services/delete`. */
  bulkDeleteServices(ids: string[], options?: DeleteServiceOptions): Promise<BulkServicesResult>;
  /** `POST /bookings/v2/bulk/services/delete-by-filter` → `{ jobId }`. */
  bulkDeleteServicesByFilter(
    filter: Filter,
    options?: DeleteServiceOptions,
  ): Promise<{ jobId: string }>;
  /** `POST /bookings/v2/services/query` → `{ services, pagingMetadata }`. */
  queryServices(options?: ServiceOptions): QueryBuilder<Service, ServiceField>;
  /** `POST /bookings/v2/services/search` (cursor paging, aggregations, free text). */
  searchServices(search: ServiceSearch, options?: ServiceOptions): Promise<SearchServicesResponse>;
  /** `POST /bookings/v2/services/count` → `{ count }`. */
  countServices(options?: { filter?: Filter }): Promise<{ count: number }>;
  /** `POST /bookings/v2/services/policies/query`. */
  queryPolicies(query?: CursorQuery): Promise<QueryPoliciesResponse<BookingPolicy>>;
  /**
   * `POST /bookings/v2/services/booking-forms/query` → the booking forms the services use (a
   * local site has one, its default), each with up to 5 of its services.
   */
  queryBookingForms(
    query: CursorQuery,
    options?: Omit<QueryBookingFormsRequest, 'query'>,
  ): Promise<QueryBookingFormsResponse>;
  /** `POST /bookings/v2/services/locations/query`. */
  queryLocations(options?: { filter?: QueryLocationsFilter }): Promise<QueryLocationsResponse>;
  /** `POST /bookings/v2/services/categories/query` → `{ categories }`. */
  queryCategories(options?: {
    filter?: QueryCategoriesFilter;
  }): Promise<{ categories: Category[] }>;
  /** `POST /bookings/v2/services/{serviceId}/locations` → `{ service }`. */
  setServiceLocations(
    serviceId: string,
    locations: LocationInput[],
    options?: SetServiceLocationsOptions,
  ): Promise<{ service: Service }>;
  /** `POST /bookings/v2/services/{serviceId}/pricing-plans/add` → `{ service }`. */
  enablePricingPlansForService(
    serviceId: string,
    pricingPlanIds: string[],
  ): Promise<{ service: Service }>;
  /** `POST /bookings/v2/services/{serviceId}/pricing-plans/remove` → `{ service }`. */
  disablePricingPlansForService(
    serviceId: string,
    pricingPlanIds: string[],
  ): Promise<{ service: Service }>;
  /** `POST /bookings/v2/services/{serviceId}/slugs/custom` → `{ slug, service }`. */
  setCustomSlug(serviceId: string, slug: string): Promise<{ slug: Slug; service: Service }>;
  /** `POST /bookings/v2/services/slugs/validate`: lowercase letters, digits and hyphens only. */
  validateSlug(serviceId: string, slug: string): Promise<ValidateSlugResponse>;
  /** `POST /bookings/v2/services/clone` → `{ service, errors }`. */
  cloneService(sourceServiceId: string): Promise<CloneServiceResponse>;
}

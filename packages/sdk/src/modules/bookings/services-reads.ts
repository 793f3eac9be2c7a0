import { fieldsUnder } from '../../core/field-map';
import type { RequestContext } from '../../core/http-client';
import { QueryBuilder } from '../../core/query-builder';
import { fromWire } from '../../core/transforms';
import type { ServicesApi } from './services-api';
import type { QueryPoliciesResponse, SearchServicesResponse } from './service-request-types';
import { bookingPolicyTransform, toService, type ServiceWire } from './service-types';
import { SERVICES_PATH } from './services-writes';

type Reads = Pick<
  ServicesApi,
  | 'getService'
  | 'queryServices'
  | 'searchServices'
  | 'countServices'
  | 'queryPolicies'
  | 'queryLocations'
  | 'queryCategories'
  | 'queryBookingForms'
>;

const optionsFieldMap = fieldsUnder('options', ['conditionalFields']);

export function serviceReads(ctx: RequestContext): Reads {
  // Reads change nothing, so even their POST form may be retried.
  const read = <T>(action: string, data: Record<string, unknown>, fieldMap = {}) =>
    ctx.request<T>({
      method: 'POST',
      path: `${SERVICES_PATH}/${action}`,
      data,
      fieldMap,
      idempotent: true,
    });
  return {
    queryServices: (options = {}) =>
      new QueryBuilder(ctx, {
        path: `${SERVICES_PATH}/query`,
        resultKey: 'services',
        extra: { conditionalFields: options.conditionalFields },
        fieldMap: optionsFieldMap,
        fromWire: toService,
      }),
    async getService(serviceId, options = {}) {
      const { service } = await ctx.request<{ service: ServiceWire }>({
        method: 'GET',
        path: `${SERVICES_PATH}/{serviceId}`,
        pathParams: { serviceId },
        data: { conditionalFields: options.conditionalFields },
        fieldMap: optionsFieldMap,
      });
      return toService(service);
    },
    async searchServices(search, options = {}) {
      const data = { search, conditionalFields: options.conditionalFields };
      type Response = SearchServicesResponse<ServiceWire>;
      const response = await read<Response>('search', data, optionsFieldMap);
      return { ...response, services: (response.services ?? []).map(toService) };
    },
    countServices: (options = {}) =>
      read('count', { filter: options.filter }, fieldsUnder('options', ['filter'])),
    async queryPolicies(query = {}) {
      const response = await read<QueryPoliciesResponse>('policies/query', { query });
      const bookingPolicies = (response.bookingPolicies ?? []).map((entry) => ({
        ...entry,
        bookingPolicy: fromWire(bookingPolicyTransform, entry.bookingPolicy),
      }));
      return { ...response, bookingPolicies };
    },
    queryBookingForms: (query, options = {}) =>
      read(
        'booking-forms/query',
        { query, ...options },
        fieldsUnder('options', ['conditionalFields']),
      ),
    queryLocations: (options = {}) =>
      read('locations/query', { filter: options.filter }, fieldsUnder('options', ['filter'])),
    queryCategories: (options = {}) =>
      read('categories/query', { filter: options.filter }, fieldsUnder('options', ['filter'])),
  };
}

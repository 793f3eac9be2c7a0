import type { BulkServicesResponse } from '@headless/contract';
import { fieldsUnder } from '../../core/field-map';
import type { RequestContext } from '../../core/http-client';
import type { ServicesApi } from './services-api';
import { toService, type ServiceWire } from './service-types';

export const SERVICES_PATH = '/bookings/v2/services';
const BULK_PATH = '/bookings/v2/bulk/services';
const DELETE_OPTIONS = ['preserveFutureSessionsWithParticipants', 'participantNotification'];

type Writes = Pick<
  ServicesApi,
  | 'createService'
  | 'updateService'
  | 'bulkCreateServices'
  | 'bulkUpdateServices'
  | 'bulkUpdateServicesByFilter'
  | 'deleteService'
  | 'bulkDeleteServices'
  | 'bulkDeleteServicesByFilter'
>;

/** Field masks travel comma-joined (docs/protocol.md §1.3). */
const joinMask = (mask: string[] | undefined) => (mask?.length ? mask.join(',') : undefined);

function bulkOf(response: BulkServicesResponse) {
  const results = response.results.map(({ itemMetadata, item }) =>
    item ? { itemMetadata, item: toService(item) } : { itemMetadata },
  );
  return { ...response, results };
}

export function serviceWrites(ctx: RequestContext): Writes {
  const post = <T>(path: string, data: Record<string, unknown>, fieldMap = {}) =>
    ctx.request<T>({ method: 'POST', path, data, fieldMap });
  return {
    async createService(service) {
      const response = await post<{ service: ServiceWire }>(SERVICES_PATH, { service });
      return toService(response.service);
    },
    async updateService(serviceId, service, options = {}) {
      const { service: updated } = await ctx.request<{ service: ServiceWire }>({
        method: 'PATCH',
        path: `${SERVICES_PATH}/{serviceId}`,
        pathParams: { serviceId },
        data: { service: { ...service, id: serviceId }, mask: joinMask(options.mask) },
        fieldMap: { mask: 'options.mask' },
      });
      return toService(updated);
    },
    async bulkCreateServices(services, options = {}) {
      const data = { services, returnEntity: options.returnEntity };
      const fieldMap = fieldsUnder('options', ['returnEntity']);
      return bulkOf(await post<BulkServicesResponse>(`${BULK_PATH}/create`, data, fieldMap));
    },
    async bulkUpdateServices(services, options = {}) {
      const wire = services.map(({ service, mask }) => ({ service, mask: joinMask(mask) }));
      const data = { services: wire, returnEntity: options.returnEntity };
      const fieldMap = fieldsUnder('options', ['returnEntity']);
      return bulkOf(await post<BulkServicesResponse>(`${BULK_PATH}/update`, data, fieldMap));
    },
    bulkUpdateServicesByFilter: (filter, service) =>
      post(`${BULK_PATH}/update-by-filter`, { filter, service }),
    async deleteService(serviceId, options = {}) {
      await ctx.request({
        method: 'DELETE',
        path: `${SERVICES_PATH}/{serviceId}`,
        pathParams: { serviceId },
        data: { ...options },
        fieldMap: fieldsUnder('options', DELETE_OPTIONS),
      });
    },
    async bulkDeleteServices(ids, options = {}) {
      const fieldMap = fieldsUnder('options', DELETE_OPTIONS);
      const data = { ids, ...options };
      return bulkOf(await post<BulkServicesResponse>(`${BULK_PATH}/delete`, data, fieldMap));
    },
    bulkDeleteServicesByFilter: (filter, options = {}) =>
      post(
        `${BULK_PATH}/delete-by-filter`,
        { filter, ...options },
        fieldsUnder('options', DELETE_OPTIONS),
      ),
  };
}

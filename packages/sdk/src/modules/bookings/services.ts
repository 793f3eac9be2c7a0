import { fieldsUnder } from '../../core/field-map';
import type { SdkModule } from '../../core/module';
import { QueryBuilder } from '../../core/query-builder';
import { fromWire } from '../../core/transforms';
import {
  serviceTransform,
  type ConditionalField,
  type Service,
  type ServiceField,
  type ServiceWire,
} from './service-types';

const PATH = '/bookings/v2/services';
const optionsFieldMap = fieldsUnder('options', ['conditionalFields']);

export interface ServiceOptions {
  conditionalFields?: ConditionalField[];
}

export interface ServicesApi {
  /** `POST /bookings/v2/services/query` → `{ services, pagingMetadata }`. */
  queryServices(options?: ServiceOptions): QueryBuilder<Service, ServiceField>;
  /** `GET /bookings/v2/services/{serviceId}` → the service, unwrapped. */
  getService(serviceId: string, options?: ServiceOptions): Promise<Service>;
}

const toService = (wire: ServiceWire): Service => fromWire(serviceTransform, wire);

export const services: SdkModule<ServicesApi> = {
  create: (ctx) => ({
    queryServices: (options = {}) =>
      new QueryBuilder(ctx, {
        path: `${PATH}/query`,
        resultKey: 'services',
        extra: { conditionalFields: options.conditionalFields },
        fieldMap: optionsFieldMap,
        fromWire: toService,
      }),
    async getService(serviceId, options = {}) {
      const { service } = await ctx.request<{ service: ServiceWire }>({
        method: 'GET',
        path: `${PATH}/{serviceId}`,
        pathParams: { serviceId },
        data: { conditionalFields: options.conditionalFields },
        fieldMap: optionsFieldMap,
      });
      return toService(service);
    },
  }),
};

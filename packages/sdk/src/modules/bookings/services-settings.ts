import { fieldsUnder } from '../../core/field-map';
import type { RequestContext } from '../../core/http-client';
import { fromWire } from '../../core/transforms';
import type { ServicesApi } from './services-api';
import type { CloneServiceResponse, SlugWire } from './service-request-types';
import { slugTransform, toService, type ServiceWire } from './service-types';
import { SERVICES_PATH } from './services-writes';

type Settings = Pick<
  ServicesApi,
  | 'setServiceLocations'
  | 'enablePricingPlansForService'
  | 'disablePricingPlansForService'
  | 'setCustomSlug'
  | 'validateSlug'
  | 'cloneService'
>;

type ServiceIdAnd = { serviceId: string } & Record<string, unknown>;

const LOCATION_OPTIONS = ['removedLocationSessionsAction', 'participantNotification'];

export function serviceSettings(ctx: RequestContext): Settings {
  const post = <T>(path: string, data: Record<string, unknown>, pathParams = {}, fieldMap = {}) =>
    ctx.request<T>({
      method: 'POST',
      path: `${SERVICES_PATH}/${path}`,
      data,
      pathParams,
      fieldMap,
    });
  const withService = async (path: string, data: ServiceIdAnd, fieldMap = {}) => {
    const pathParams = { serviceId: data.serviceId };
    const response = await post<{ service: ServiceWire }>(path, data, pathParams, fieldMap);
    return { ...response, service: toService(response.service) };
  };
  const pricingPlans =
    (action: 'add' | 'remove') => (serviceId: string, pricingPlanIds: string[]) =>
      withService(`{serviceId}/pricing-plans/${action}`, { serviceId, pricingPlanIds });
  return {
    setServiceLocations: (serviceId, locations, options = {}) =>
      withService(
        '{serviceId}/locations',
        { serviceId, locations, ...options },
        fieldsUnder('options', LOCATION_OPTIONS),
      ),
    enablePricingPlansForService: pricingPlans('add'),
    disablePricingPlansForService: pricingPlans('remove'),
    async setCustomSlug(serviceId, slug) {
      const data = { serviceId, slug };
      type Response = { slug: SlugWire; service: ServiceWire };
      const response = await post<Response>('{serviceId}/slugs/custom', data, { serviceId });
      return { slug: fromWire(slugTransform, response.slug), service: toService(response.service) };
    },
    validateSlug: (serviceId, slug) =>
      ctx.request({
        method: 'POST',
        path: `${SERVICES_PATH}/slugs/validate`,
        data: { serviceId, slug },
        idempotent: true,
      }),
    async cloneService(sourceServiceId) {
      type Response = CloneServiceResponse<ServiceWire>;
      const response = await post<Response>('clone', { sourceServiceId });
      return { ...response, service: toService(response.service) };
    },
  };
}

import type {
  OffsetQuery,
  QueryServiceOptionsAndVariantsResponse,
  ServiceOptionsAndVariants,
} from '@headless/contract';
import type { SdkModule } from '../../core/module';

export type { ServiceOptionsAndVariants, QueryServiceOptionsAndVariantsResponse };

const BASE = '/bookings/v1/serviceOptionsAndVariants';

/**
 * Service Options and Variants: a service's option (an age group, a duration…) and the price of
 * each choice, which a booking page shows and Pricing charges. Reads, for every caller.
 */
export interface ServiceOptionsAndVariantsApi {
  getServiceOptionsAndVariants(id: string): Promise<ServiceOptionsAndVariants>;
  /** The service's options and variants (404 when it has none: its own price applies). */
  getServiceOptionsAndVariantsByServiceId(serviceId: string): Promise<ServiceOptionsAndVariants>;
  queryServiceOptionsAndVariants(
    query?: OffsetQuery,
  ): Promise<QueryServiceOptionsAndVariantsResponse>;
}

export const serviceOptionsAndVariants: SdkModule<ServiceOptionsAndVariantsApi> = {
  create: (ctx) => ({
    async getServiceOptionsAndVariants(id) {
      const res = await ctx.request<{ serviceOptionsAndVariants: ServiceOptionsAndVariants }>({
        method: 'GET',
        path: `${BASE}/{id}`,
        pathParams: { id },
      });
      return res.serviceOptionsAndVariants;
    },
    async getServiceOptionsAndVariantsByServiceId(serviceId) {
      const res = await ctx.request<{ serviceVariants: ServiceOptionsAndVariants }>({
        method: 'GET',
        path: `${BASE}/service_id/{serviceId}`,
        pathParams: { serviceId },
      });
      return res.serviceVariants;
    },
    queryServiceOptionsAndVariants: (query = {}) =>
      ctx.request<QueryServiceOptionsAndVariantsResponse>({
        method: 'POST',
        path: `${BASE}/query`,
        data: { query },
        idempotent: true,
      }),
  }),
};

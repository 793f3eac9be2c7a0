import type { SdkModule } from '../../core/module';
import type { ServicesApi } from './services-api';
import { serviceReads } from './services-reads';
import { serviceSettings } from './services-settings';
import { serviceWrites } from './services-writes';

export type { ServicesApi, ServiceOptions, BookingPolicy, Category, Slug } from './services-api';

export const services: SdkModule<ServicesApi> = {
  create: (ctx) => ({ ...serviceReads(ctx), ...serviceWrites(ctx), ...serviceSettings(ctx) }),
};

export { services } from './services';
export type { ServicesApi, ServiceOptions } from './services';
export { serviceTransform } from './service-types';
export type { ConditionalField, Service, ServiceField, ServiceWire } from './service-types';

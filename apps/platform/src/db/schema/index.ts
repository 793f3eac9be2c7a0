export * from './core';
export * from './api-keys';
export * from './bookings';
export * from './stores';
export * from './ecom';
export * from './events';
export * from './pricing-plans';
export * from './booking-records';

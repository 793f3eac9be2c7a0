import type { Db } from '../db/client';
import {
  ecomCoupons,
  ecomDiscountRules,
  ecomShippingRules,
  ecomTaxRegions,
} from '../db/schema/ecom-pricing';
import { daysFromToday, seedId } from './seed-helpers';

/** Carts start empty; the pricing rules around them are the site's (see modules/ecom/README.md). */
export async function seedEcom(db: Db, siteId: string, now: Date): Promise<void> {
  const id = (key: string) => seedId(siteId, `ecom:${key}`);
  const month = 30;
  await db
    .insert(ecomCoupons)
    .values([
      {
        id: id('coupon:save10'),
        siteId,
        code: 'SAVE10',
        name: '10% off',
        discountType: 'PERCENTAGE',
        value: '10',
      },
      {
        ...{ id: id('coupon:welcome5'), siteId, code: 'WELCOME5', name: '$5 off orders over $25' },
        ...{ discountType: 'FIXED_AMOUNT' as const, value: '5', minimumSubtotalMinor: 2500 },
      },
      {
        ...{ id: id('coupon:spring20'), siteId, code: 'SPRING20', name: 'Spring sale' },
        ...{ discountType: 'PERCENTAGE' as const, value: '20' },
        ...{
          activeFrom: daysFromToday(-3 * month, 0, now),
          activeTo: daysFromToday(-month, 0, now),
        },
      },
      {
        ...{ id: id('coupon:holiday15'), siteId, code: 'HOLIDAY15', name: 'Holiday sale' },
        ...{
          discountType: 'PERCENTAGE' as const,
          value: '15',
          activeFrom: daysFromToday(month, 0, now),
        },
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(ecomDiscountRules)
    .values([
      {
        ...{ id: id('rule:recipe-book'), siteId, name: 'Recipe book launch price' },
        ...{ discountType: 'FIXED_PRICE' as const, value: '7.99' },
        catalogItemId: seedId(siteId, 'product:digital-recipe-book'),
        activeTo: daysFromToday(4 * month, 0, now),
      },
      {
        ...{ id: id('rule:black-friday'), siteId, name: 'Black Friday' },
        ...{ discountType: 'PERCENTAGE' as const, value: '25' },
        ...{ activeFrom: daysFromToday(-400, 0, now), activeTo: daysFromToday(-397, 0, now) },
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(ecomShippingRules)
    .values(shippingRules(id, siteId, now))
    .onConflictDoNothing();
  await db
    .insert(ecomTaxRegions)
    .values([
      {
        id: id('tax:us-ny'),
        siteId,
        country: 'US',
        subdivision: 'US-NY',
        rateType: 'MANUAL_RATE' as const,
        rate: '8.875',
      },
      { id: id('tax:us'), siteId, country: 'US', rateType: 'AUTO_RATE' as const },
      { id: id('tax:gb'), siteId, country: 'GB', rateType: 'NO_TAX_COLLECTED' as const },
      {
        id: id('tax:fallback'),
        siteId,
        country: '*',
        rateType: 'FALLBACK_RATE' as const,
        rate: '10',
      },
    ])
    .onConflictDoNothing();
}

const STUDIO = {
  addressLine1: '123 Main Street',
  city: 'New York',
  subdivision: 'US-NY',
  country: 'US',
  postalCode: '10001',
  formattedAddress: '123 Main Street, New York, NY 10001, US',
  geocode: { latitude: 40.7506, longitude: -73.9972 },
};

function shippingRules(id: (key: string) => string, siteId: string, now: Date) {
  const slot = (days: number, from: number, to: number) => ({
    from: daysFromToday(days, from, now).toISOString(),
    to: daysFromToday(days, to, now).toISOString(),
  });
  const standard = { siteId, code: 'standard', title: 'Standard delivery', carrierId: 'standard' };
  return [
    {
      ...standard,
      id: id('ship:standard'),
      costMinor: 599,
      estimatedDeliveryTime: '3-5 business days',
    },
    {
      ...{ ...standard, id: id('ship:standard-free'), costMinor: 0, priority: 10 },
      ...{
        conditionType: 'BY_TOTAL_PRICE' as const,
        conditionOperator: 'GTE' as const,
        conditionValue: '10000',
      },
      estimatedDeliveryTime: '3-5 business days',
    },
    {
      ...{ ...standard, id: id('ship:standard-heavy'), costMinor: 1999, priority: 20 },
      ...{
        conditionType: 'BY_TOTAL_WEIGHT' as const,
        conditionOperator: 'GT' as const,
        conditionValue: '10',
      },
      estimatedDeliveryTime: '5-7 business days',
    },
    {
      ...{ id: id('ship:express'), siteId, code: 'express', title: 'Express delivery' },
      ...{ carrierId: 'express', costMinor: 1499, estimatedDeliveryTime: '1-2 business days' },
      deliverySlots: [slot(1, 9, 12), slot(1, 13, 17), slot(2, 9, 12)],
    },
    {
      ...{ id: id('ship:pickup'), siteId, kind: 'PICKUP' as const, code: 'pickup' },
      ...{ title: 'Pick up at the studio', carrierId: 'pickup', costMinor: 0 },
      ...{ pickupAddress: STUDIO, pickupInstructions: 'Weekdays 10:00-18:00, ring the bell' },
    },
  ];
}

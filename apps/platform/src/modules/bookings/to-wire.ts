import { AppId, type Service, type ServicePayment, type ServiceUrls } from '@headless/contract';
import type { bookingsCategories, bookingsServices } from '../../db/schema/bookings';
import { valueMoney } from '../../kernel/money';
import { policyToWire, type PolicyRow } from './policies/policy-wire';

export type ServiceRow = typeof bookingsServices.$inferSelect;
export type CategoryRow = typeof bookingsCategories.$inferSelect;

/** A stored service as the wire's Service (docs/protocol.md §3.1). */
export function serviceToWire(
  row: ServiceRow,
  category: CategoryRow | null,
  policy: PolicyRow | null = null,
): Service {
  const created = row.createdAt.toISOString();
  const slug = {
    name: row.slug,
    custom: row.slugCustom,
    createdDate: row.slugCreatedAt.toISOString(),
  };
  return {
    id: row.id,
    appId: AppId.bookings,
    type: row.type,
    sortOrder: row.sortOrder,
    name: row.name,
    ...(row.description ? { description: row.description } : {}),
    ...(row.tagLine ? { tagLine: row.tagLine } : {}),
    defaultCapacity: row.defaultCapacity,
    hidden: row.hidden,
    media: row.details.media ?? { items: [] },
    ...categoryOf(row, category),
    payment: payment(row),
    onlineBooking: {
      enabled: row.onlineBookingEnabled,
      requireManualApproval: row.details.requireManualApproval ?? false,
      allowMultipleRequests: false,
    },
    locations: row.details.locations ?? [],
    schedule: schedule(row),
    bookingPolicy: policyToWire(policy, row.createdAt),
    staffMemberIds: row.details.staffMemberIds ?? [],
    mainSlug: slug,
    supportedSlugs: [...row.oldSlugs, slug],
    urls: row.details.urls ?? relativeUrls(row.slug),
    createdDate: created,
    updatedDate: row.updatedAt.toISOString(),
    revision: String(row.revision),
  };
}

function payment(row: ServiceRow): ServicePayment {
  const m = (minor: number | undefined) =>
    minor === undefined ? undefined : valueMoney(minor, row.currency);
  const price = m(row.priceMinor ?? undefined);
  const extra = row.details.paymentExtra ?? {};
  const deposit = m(extra.depositMinor);
  const options = row.details.paymentOptions ?? {
    online: row.rateType !== 'NO_FEE',
    inPerson: true,
    deposit: false,
    pricingPlan: row.rateType === 'SUBSCRIPTION',
  };
  const fixed = {
    price,
    ...(deposit ? { deposit } : {}),
    fullUpfrontPaymentAllowed: extra.fullUpfrontPaymentAllowed ?? false,
  };
  const min = m(extra.minPriceMinor);
  const max = m(extra.maxPriceMinor);
  return {
    rateType: row.rateType,
    ...(row.rateType === 'FIXED' && price ? { fixed: { ...fixed, price } } : {}),
    ...(row.rateType === 'VARIED' && price
      ? {
          varied: {
            defaultPrice: price,
            ...(min ? { minPrice: min } : {}),
            ...(max ? { maxPrice: max } : {}),
          },
        }
      : {}),
    ...(row.rateType === 'CUSTOM'
      ? { custom: { description: row.details.customPriceDescription ?? '' } }
      : {}),
    options,
    pricingPlanIds: row.pricingPlanIds,
  };
}

function schedule(row: ServiceRow): Service['schedule'] {
  return {
    id: row.scheduleId,
    ...(row.firstSessionStart ? { firstSessionStart: row.firstSessionStart.toISOString() } : {}),
    ...(row.lastSessionEnd ? { lastSessionEnd: row.lastSessionEnd.toISOString() } : {}),
    availabilityConstraints: {
      durations: [{ minutes: row.durationMinutes }],
      sessionDurations: [row.durationMinutes],
      timeBetweenSessions: row.bufferMinutes,
    },
  };
}

/** Without a stored site address the URLs are site-relative. */
function relativeUrls(slug: string): ServiceUrls {
  const page = (relativePath: string) => ({ relativePath, url: relativePath });
  return {
    servicePage: page(`/service-page/${slug}`),
    bookingPage: page(`/booking-calendar/${slug}`),
    calendarPage: page(`/booking-calendar/${slug}`),
  };
}

/**
 * The service's category; one deleted stays linked by its id alone (Categories V2 Delete
 * Category), so the owner sees which services wait for another.
 */
function categoryOf(row: ServiceRow, category: CategoryRow | null): Pick<Service, 'category'> {
  if (category)
    return { category: { id: category.id, name: category.name, sortOrder: category.sortOrder } };
  return row.categoryId ? { category: { id: row.categoryId } } : {};
}

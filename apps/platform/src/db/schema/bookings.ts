import {
  type Address,
  type BookingPolicy,
  LocationKind,
  LocationStatus,
  RateType,
  type ServiceLocation,
  type ServiceMedia,
  ServiceState,
  ServiceType,
  type ServiceUrls,
  type ServiceOptionsAndVariants,
  type StaffMemberV1,
  type WireImage,
} from '@headless/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { contractEnum, createdAt, revision, timestamps, ts } from './columns';
import { siteEntity, siteRef } from './site-ref';

/** Bookings tables; 0002_domain.sql and 0003_services.sql are the source of truth. */
export const bookingsCategories = pgTable(
  'bookings_categories',
  {
    ...siteEntity(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    revision: revision(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('bookings_categories_site_id_name_key').on(t.siteId, t.name)],
);

/** Presentation details kept as JSON: read whole with the row, not filtered on. */
export interface ServiceDetails {
  media?: ServiceMedia;
  locations?: ServiceLocation[];
  urls?: ServiceUrls;
  customPriceDescription?: string;
  paymentOptions?: { online: boolean; inPerson: boolean; deposit: boolean; pricingPlan: boolean };
  requireManualApproval?: boolean;
  staffMemberIds?: string[];
  paymentExtra?: {
    depositMinor?: number;
    minPriceMinor?: number;
    maxPriceMinor?: number;
    fullUpfrontPaymentAllowed?: boolean;
  };
}

export const bookingsServices = pgTable(
  'bookings_services',
  {
    ...siteEntity(),
    type: contractEnum('type', ServiceType).notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    tagLine: text('tag_line'),
    // No foreign key (0043): a deleted category's id stays on its services.
    categoryId: uuid('category_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    defaultCapacity: integer('default_capacity').notNull().default(1),
    rateType: contractEnum('rate_type', RateType).notNull(),
    priceMinor: integer('price_minor'),
    currency: text('currency').notNull().default('USD'),
    durationMinutes: integer('duration_minutes').notNull(),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    onlineBookingEnabled: boolean('online_booking_enabled').notNull().default(true),
    scheduleId: uuid('schedule_id').notNull().defaultRandom(),
    firstSessionStart: ts('first_session_start'),
    lastSessionEnd: ts('last_session_end'),
    details: jsonb('details').$type<ServiceDetails>().notNull().default({}),
    revision: revision(),
    ...timestamps(),
    // 0003_services.sql
    state: contractEnum('state', ServiceState).notNull().default('CREATED'),
    policyId: uuid('policy_id').references(() => bookingsPolicies.id, { onDelete: 'set null' }),
    slugCustom: boolean('slug_custom').notNull().default(false),
    slugCreatedAt: ts('slug_created_at').notNull().defaultNow(),
    oldSlugs: jsonb('old_slugs').$type<StoredSlug[]>().notNull().default([]),
    pricingPlanIds: uuid('pricing_plan_ids').array().notNull().default([]),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    unique('bookings_services_schedule_id_key').on(t.scheduleId),
    unique('bookings_services_site_id_slug_key').on(t.siteId, t.slug),
    index('bookings_services_site_created_idx').on(t.siteId, t.createdAt, t.id),
    index('bookings_services_site_state_idx').on(t.siteId, t.state),
  ],
);

/** A slug the service answered to before; `createdDate` as ISO text. */
export interface StoredSlug {
  name: string;
  custom: boolean;
  createdDate: string;
}

/** The rules of a booking policy (protocol names; BookingPolicy in the contract minus identity). */
export type PolicyRules = Omit<
  BookingPolicy,
  'id' | 'revision' | 'createdDate' | 'updatedDate' | 'name' | 'default'
>;

export const bookingsPolicies = pgTable(
  'bookings_policies',
  {
    ...siteEntity(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    rules: jsonb('rules').$type<Partial<PolicyRules>>().notNull().default({}),
    revision: revision(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('bookings_policies_one_default_idx')
      .on(t.siteId)
      .where(sql`${t.isDefault}`),
  ],
);

export const bookingsStaff = pgTable(
  'bookings_staff',
  {
    ...siteEntity(),
    name: text('name').notNull(),
    mainMedia: jsonb('main_media').$type<{ image: WireImage }>(),
    email: text('email'),
    phone: text('phone'),
    description: text('description'),
    revision: revision(),
    /** The Wix user a connect call invited (0019); null when not connected. */
    associatedIdentity: jsonb('associated_identity').$type<{ email: string; status: 'PENDING' }>(),
    ...timestamps(),
  },
  (t) => [index('bookings_staff_site_idx').on(t.siteId)],
);

export const businessLocations = pgTable(
  'business_locations',
  {
    ...siteEntity(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    status: contractEnum('status', LocationStatus).notNull().default('ACTIVE'),
    locationType: contractEnum('location_type', LocationKind).notNull().default('UNKNOWN'),
    address: jsonb('address').$type<Address>(),
    createdAt: createdAt(),
  },
  (t) => [index('business_locations_site_idx').on(t.siteId)],
);

/** Staff Members V2's trash bin (0052): a deleted staff member as the wire last showed it. */
export const bookingsStaffTrash = pgTable(
  'bookings_staff_trash',
  {
    id: uuid('id').primaryKey(),
    siteId: siteRef(),
    staffMember: jsonb('staff_member').$type<StaffMemberV1>().notNull(),
    deletedAt: ts('deleted_at').notNull(),
  },
  (t) => [index('bookings_staff_trash_site_idx').on(t.siteId, t.deletedAt, t.id)],
);

/** Service Options and Variants (0053): one object a service, its option and priced choices. */
export const bookingsServiceVariants = pgTable(
  'bookings_service_variants',
  {
    ...siteEntity(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => bookingsServices.id, { onDelete: 'cascade' }),
    options: jsonb('options').$type<ServiceOptionsAndVariants['options']>().notNull(),
    variants: jsonb('variants').$type<ServiceOptionsAndVariants['variants']>().notNull(),
    revision: revision(),
    ...timestamps(),
  },
  (t) => [
    unique('bookings_service_variants_service_id_key').on(t.serviceId),
    index('bookings_service_variants_site_idx').on(t.siteId, t.createdAt, t.id),
  ],
);

import { AppId } from '@headless/contract';
import type { Db } from '../db/client';
import {
  pricingPlanBenefitItems,
  pricingPlanBenefits,
  pricingPlans,
} from '../db/schema/pricing-plans';
import { seedId, seedTime } from './seed-helpers';

type PlanInsert = typeof pricingPlans.$inferInsert;
type DemoPlan = Omit<PlanInsert, 'id' | 'siteId' | 'sortOrder' | 'createdAt' | 'updatedAt'>;

/**
 * In display order (sortOrder): the free plan leads, the one the subscriptions example's main flow
 * buys on the demo site as seeded (not premium). seed/leading.test.ts holds this.
 */
const PLANS: DemoPlan[] = [
  {
    name: 'Community',
    slug: 'community',
    description: 'Join for free: the newsletter and member-only events.',
    priceMinor: 0,
    pricingKind: 'SINGLE_PAYMENT_UNLIMITED',
    // Once per member: buying it again would add nothing.
    maxPurchasesPerBuyer: 1,
    perks: ['Monthly newsletter', 'Member-only events'],
  },
  {
    name: 'Monthly Membership',
    slug: 'monthly-membership',
    description: 'Unlimited classes, billed every month.',
    priceMinor: 4900,
    pricingKind: 'SUBSCRIPTION',
    durationCount: 1,
    durationUnit: 'MONTH',
    cycleCount: 0,
    freeTrialDays: 7,
    perks: ['Unlimited classes', 'Free intro consultation', 'Cancel anytime'],
  },
  {
    name: 'Yearly Membership',
    slug: 'yearly-membership',
    description: 'Everything in Monthly, two months free.',
    priceMinor: 49000,
    pricingKind: 'SUBSCRIPTION',
    durationCount: 1,
    durationUnit: 'YEAR',
    cycleCount: 0,
    isPrimary: true,
    perks: ['Unlimited classes', 'Two guest passes a month', '10% off in the shop'],
  },
  {
    name: '10-Class Pass',
    slug: '10-class-pass',
    description: 'Ten classes to use within three months.',
    priceMinor: 18000,
    pricingKind: 'SINGLE_PAYMENT_FOR_DURATION',
    durationCount: 3,
    durationUnit: 'MONTH',
    buyerCanCancel: false,
    perks: ['10 classes', 'Valid for 3 months'],
  },
  {
    name: 'Staff Plan',
    slug: 'staff-plan',
    description: 'Not offered to the public.',
    priceMinor: 0,
    pricingKind: 'SINGLE_PAYMENT_UNLIMITED',
    isPublic: false,
    perks: ['Everything'],
  },
];

/**
 * Four public plans (monthly, yearly, a pass, a free one bought once per member) and one hidden
 * plan; the memberships and the pass cover the classes.
 */
export async function seedPricingPlans(db: Db, siteId: string, now: Date): Promise<void> {
  const rows = PLANS.map((p, i): PlanInsert => ({
    ...p,
    id: seedId(siteId, `plan:${p.slug}`),
    siteId,
    currency: 'USD',
    sortOrder: i,
    createdAt: seedTime(i, now),
    updatedAt: seedTime(i, now),
  }));
  await db.insert(pricingPlans).values(rows).onConflictDoNothing();
  await seedPlanBenefits(db, siteId, now);
}

/** The seed's classes (seed/bookings.ts), the services the membership plans cover. */
const CLASSES = ['morning-yoga', 'pilates-mat'];

/**
 * What each plan lets its member book, as the real platform keeps it (a Bookings benefit whose
 * items are the services): the memberships cover the classes without limit (no credits), the
 * pass with ten credits, one a class.
 */
const BENEFITS: { plan: string; displayName: string; credits?: string }[] = [
  { plan: 'monthly-membership', displayName: 'Unlimited classes' },
  { plan: 'yearly-membership', displayName: 'Unlimited classes' },
  { plan: '10-class-pass', displayName: 'Class credits', credits: '10' },
];

async function seedPlanBenefits(db: Db, siteId: string, now: Date): Promise<void> {
  const benefits = BENEFITS.map((b, i): typeof pricingPlanBenefits.$inferInsert => ({
    id: seedId(siteId, `plan-benefit:${b.plan}`),
    siteId,
    planId: seedId(siteId, `plan:${b.plan}`),
    poolDefinitionId: seedId(siteId, `plan-pool:${b.plan}`),
    benefitKey: seedId(siteId, `plan-benefit-key:${b.plan}`),
    providerAppId: AppId.bookings,
    displayName: b.displayName,
    price: b.credits ? '1' : '0',
    creditAmount: b.credits ?? null,
    creditUnitDisplayName: b.credits ? 'classes' : null,
    createdAt: seedTime(i, now),
  }));
  await db.insert(pricingPlanBenefits).values(benefits).onConflictDoNothing();
  const items = benefits.flatMap((b) =>
    CLASSES.map((key) => ({
      benefitId: b.id!,
      siteId,
      category: '',
      externalId: seedId(siteId, `service:${key}`),
    })),
  );
  await db.insert(pricingPlanBenefitItems).values(items).onConflictDoNothing();
}

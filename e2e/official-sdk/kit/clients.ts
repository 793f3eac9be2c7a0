// Official-SDK clients of the demo site, created the way the platform's docs show; the transport
// (./transport.ts) has already sent every platform host to the local platform.
import { ApiKeyStrategy, createClient, OAuthStrategy, type Tokens } from '@wix/sdk';
import {
  availabilityCalendar,
  availabilityTimeSlots,
  bookingPolicies,
  bookings,
  categories,
  categoriesV2,
  eventTimeSlots,
  extendedBookings,
  pricing as bookingsPricing,
  serviceOptionsAndVariants,
  services,
  staffMembers,
} from '@wix/bookings';
import {
  backInStockNotifications,
  cart,
  cartV2,
  checkout,
  currentCart,
  currentCartV2,
  orderFulfillments,
  orders as ecomOrders,
  subscriptionContracts,
  totalsCalculator,
} from '@wix/ecom';
import {
  categories as eventCategories,
  forms as eventForms,
  orders as eventOrders,
  policies,
  schedule,
  scheduleBookmarks,
  ticketDefinitions,
  rsvpV2,
  ticketDefinitionsV2,
  tickets,
  ticketReservations,
  wixEventsV2,
} from '@wix/events';
import {
  authorization,
  memberFollowers,
  memberPrivacySettings,
  memberReport,
  memberRoleDefinition,
  members,
  membersAbout,
  memberToMemberBlock,
} from '@wix/members';
import { orders as planOrders, planBenefits, plans, plansV3 } from '@wix/pricing-plans';
import { redirects } from '@wix/redirects';
import { products } from '@wix/stores';
import { DEMO_SITE_ID, SAMPLE_CLIENT_ID } from '@headless/contract';
import { createApiKeyWithCli } from '../../fixtures/platform-cli';

export const modules = {
  services,
  availabilityCalendar,
  availabilityTimeSlots,
  eventTimeSlots,
  bookings,
  extendedBookings,
  bookingPolicies,
  bookingsPricing,
  serviceOptionsAndVariants,
  staffMembers,
  categories,
  categoriesV2,
  products,
  currentCart,
  currentCartV2,
  cart,
  cartV2,
  checkout,
  ecomOrders,
  orderFulfillments,
  backInStockNotifications,
  subscriptionContracts,
  totalsCalculator,
  wixEventsV2,
  ticketDefinitions,
  ticketDefinitionsV2,
  eventOrders,
  tickets,
  policies,
  ticketReservations,
  rsvpV2,
  eventCategories,
  eventForms,
  schedule,
  scheduleBookmarks,
  plans,
  plansV3,
  planOrders,
  planBenefits,
  members,
  memberFollowers,
  membersAbout,
  memberToMemberBlock,
  memberReport,
  memberPrivacySettings,
  memberRoleDefinition,
  authorization,
  redirects,
};

/** A visitor (or, with member tokens, a member) of the demo site. */
export function visitorClient(tokens?: Tokens) {
  return createClient({
    modules,
    auth: OAuthStrategy({ clientId: SAMPLE_CLIENT_ID, ...(tokens ? { tokens } : {}) }),
  });
}

export type VisitorClient = ReturnType<typeof visitorClient>;

/** The site's owner through an API key (`npm run platform -- apikeys create`). */
export function ownerClient(apiKey: string, siteId: string) {
  return createClient({ modules, auth: ApiKeyStrategy({ apiKey, siteId }) });
}

/** An owner's API key and the site it is for: the options of `ApiKeyStrategy`. */
export interface SiteApiKey {
  apiKey: string;
  siteId: string;
}

/**
 * A new API key of the demo site (or `siteId`), made with the platform's CLI and read from what it
 * prints: that key is what a developer pastes into `ApiKeyStrategy`. Without `siteId` the CLI is
 * called without `--site`, and makes the key for the demo site.
 */
export async function apiKeyFor(siteId?: string): Promise<SiteApiKey> {
  return { apiKey: await createApiKeyWithCli(siteId), siteId: siteId ?? DEMO_SITE_ID };
}

/** Callbacks on the demo client's allowed redirect URIs (`http://127.0.0.1:*`). */
export const CALLBACKS = {
  postFlowUrl: 'http://127.0.0.1:3999/',
  thankYouPageUrl: 'http://127.0.0.1:3999/thank-you',
};

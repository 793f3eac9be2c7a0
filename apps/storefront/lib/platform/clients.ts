import 'server-only';
import { createClient } from '@headless/sdk';
import type { Tokens } from '@headless/sdk';
import {
  availabilityTimeSlots,
  bookings,
  eventTimeSlots,
  extendedBookings,
  services,
} from '@headless/sdk/bookings';
import { cartV2, checkout, currentCart, currentCartV2, orders } from '@headless/sdk/ecom';
import { events, orders as eventOrders, rsvpV2, ticketReservations } from '@headless/sdk/events';
import { members } from '@headless/sdk/identity';
import { planOrders, plans, plansV3 } from '@headless/sdk/pricing-plans';
import { redirects } from '@headless/sdk/redirects';
import { webhooks } from '@headless/sdk/webhooks';
import {
  catalogVersioning,
  categories,
  collections,
  products,
  productsV3,
} from '@headless/sdk/stores';
import type { StorefrontEnv } from '../env';
import { REFRESH_MARGIN_SECONDS } from '../session';

const modules = {
  services,
  availabilityTimeSlots,
  eventTimeSlots,
  bookings,
  // The member's own bookings (their area, lib/account).
  extendedBookings,
  redirects,
  products,
  currentCart,
  // Catalog V3 and Cart V2: what a site on Catalog V3 answers (lib/store/store-api.ts).
  catalogVersioning,
  productsV3,
  // The store list's chooser: V1's collections, a V3 store's categories (the same rows).
  collections,
  categories,
  currentCartV2,
  cartV2,
  checkout,
  orders,
  events,
  eventOrders,
  rsvpV2,
  ticketReservations,
  plans,
  plansV3,
  planOrders,
  members,
};

/** The only place the storefront builds SDK clients: env decides where, tokens decide who. */
export function createPlatformClient(env: StorefrontEnv, tokens?: Tokens) {
  return createClient({ clientId: env.clientId, apiBaseUrl: env.apiBaseUrl, tokens, modules });
}

export type PlatformClient = ReturnType<typeof createPlatformClient>;

/** Just the OAuth part, for the proxy: starting or refreshing a session needs no modules. */
/** Refreshes with the same margin the proxy uses to decide that a session needs refreshing. */
export function createAuthClient(env: StorefrontEnv, tokens?: Tokens) {
  return createClient({
    clientId: env.clientId,
    apiBaseUrl: env.apiBaseUrl,
    tokens,
    modules: {},
    refreshMarginSeconds: REFRESH_MARGIN_SECONDS,
  });
}

/** Receives webhooks: no platform call, so no tokens; the public key is given per delivery. */
export function createWebhookClient(env: StorefrontEnv) {
  return createClient({
    clientId: env.clientId,
    apiBaseUrl: env.apiBaseUrl,
    modules: { webhooks },
  });
}

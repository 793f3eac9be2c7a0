import 'server-only';
import { createClient } from '@headless/sdk';
import type { Tokens } from '@headless/sdk';
import { availabilityTimeSlots, bookings, eventTimeSlots, services } from '@headless/sdk/bookings';
import { checkout, currentCart, orders } from '@headless/sdk/ecom';
import { events, orders as eventOrders, rsvpV2, ticketReservations } from '@headless/sdk/events';
import { members } from '@headless/sdk/identity';
import { planOrders, plans } from '@headless/sdk/pricing-plans';
import { redirects } from '@headless/sdk/redirects';
import { webhooks } from '@headless/sdk/webhooks';
import { products } from '@headless/sdk/stores';
import type { StorefrontEnv } from '../env';
import { REFRESH_MARGIN_SECONDS } from '../session';

const modules = {
  services,
  availabilityTimeSlots,
  eventTimeSlots,
  bookings,
  redirects,
  products,
  currentCart,
  checkout,
  orders,
  events,
  eventOrders,
  rsvpV2,
  ticketReservations,
  plans,
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

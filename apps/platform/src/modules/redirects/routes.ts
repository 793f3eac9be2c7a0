import { CreateRedirectSessionRequest, CreateRedirectSessionResponse } from '@headless/contract';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { publicOriginOf } from '../../http/public-origin';
import { requireApp } from '../../http/require-app';
import { createEventsCheckout } from './events-checkout';
import { createPlansCheckout } from './plans-checkout';
import { createBookingsCheckout, createEcomCheckout, intentOf, notImplemented } from './service';
import { createIdentityRedirect, isIdentityIntent } from '../identity';

/** The checkout intents: the app each needs installed, and what opens its session. */
const CHECKOUTS = {
  ecomCheckout: ['stores', createEcomCheckout],
  eventsCheckout: ['events', createEventsCheckout],
  paidPlansCheckout: ['pricing-plans', createPlansCheckout],
  bookingsCheckout: ['bookings', createBookingsCheckout],
} as const;

const isCheckout = (intent: string): intent is keyof typeof CHECKOUTS =>
  Object.hasOwn(CHECKOUTS, intent);

/** Redirect sessions (docs/protocol.md §2.8, §3.7). */
export default async function redirectsRoutes(app: App): Promise<void> {
  routeWithAliases(app, {
    method: 'POST',
    paths: [
      '/redirect-session/v1/redirect-session',
      '/_api/redirects-api/v1/redirect-session',
      '/headless/v1/redirect-session',
    ],
    schema: {
      body: CreateRedirectSessionRequest,
      response: { 200: CreateRedirectSessionResponse },
    },
    handler: async (request) => {
      const { caller, body } = request;
      const intent = intentOf(body);
      const origin = publicOriginOf(request);
      if (isIdentityIntent(intent))
        return createIdentityRedirect(app.db, caller, body, intent, origin);
      if (!isCheckout(intent)) return notImplemented(intent);
      const [appName, create] = CHECKOUTS[intent];
      await requireApp(request, appName);
      return create(app.db, caller, body, origin);
    },
  });
}

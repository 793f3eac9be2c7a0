import { CreateRedirectSessionRequest, CreateRedirectSessionResponse } from '@headless/contract';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { publicOriginOf } from '../../http/public-origin';
import { requireApp } from '../../http/require-app';
import { createEventsCheckout } from './events-checkout';
import { createPlansCheckout } from './plans-checkout';
import { createBookingsCheckout, createEcomCheckout, intentOf, notImplemented } from './service';
import { createIdentityRedirect, isIdentityIntent } from '../identity';

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
      const intent = intentOf(request.body);
      if (intent === 'ecomCheckout') {
        await requireApp(request, 'stores');
        return createEcomCheckout(app.db, request.auth, request.body, publicOriginOf(request));
      }
      if (intent === 'eventsCheckout') {
        await requireApp(request, 'events');
        return createEventsCheckout(
          app.db,
          request.auth,
          request.body,
          publicOriginOf(request),
          app.clock.now(),
        );
      }
      if (isIdentityIntent(intent))
        return createIdentityRedirect(
          app.db,
          request.auth,
          request.body,
          intent,
          publicOriginOf(request),
          app.clock.now(),
        );
      if (intent === 'paidPlansCheckout') {
        await requireApp(request, 'pricing-plans');
        return createPlansCheckout(app.db, request.auth, request.body, publicOriginOf(request));
      }
      if (intent !== 'bookingsCheckout') notImplemented(intent);
      await requireApp(request, 'bookings');
      return createBookingsCheckout(app.db, request.auth, request.body, publicOriginOf(request));
    },
  });
}

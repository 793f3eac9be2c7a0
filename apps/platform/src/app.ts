import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from './db/client';
import { healthRoute } from './plugins/health';
import { publicOriginPlugin, type PublicOriginOptions } from './http/public-origin';
import { publicHostsOf } from './http/public-url';
import { responseSerializer } from './http/response-serializer';
import hostedCheckoutRoutes from './hosted/bookings/checkout-routes';
import hostedEcomRoutes from './hosted/store/ecom-routes';
import hostedEventsRoutes from './hosted/events/events-routes';
import hostedAuthorizeRoutes from './hosted/login/authorize-route';
import hostedLoginRoutes from './hosted/login/login-routes';
import hostedResetRoutes from './hosted/login/login-reset';
import hostedAccountRoutes from './hosted/members/members-account';
import hostedPlansRoutes from './hosted/plans/plans-routes';
import hostedMailRoutes from './hosted/members/members-mail';
import { authPlugin } from './plugins/auth';
import { clockPlugin, type Clock } from './plugins/clock';
import { clientErrorHandler } from './plugins/client-error';
import { corsPlugin } from './plugins/cors';
import { dbPlugin } from './plugins/db';
import { errorHandlerPlugin, frameworkErrors } from './plugins/error-handler';
import { formBodyPlugin } from './plugins/form-body';
import { framingPlugin } from './plugins/framing';
import { hostCheckPlugin } from './plugins/host-check';
import { inputGuardPlugin } from './plugins/input-guard';
import { jsonBodyPlugin } from './plugins/json-body';
import { localToolsPlugin, type LocalToolsOptions } from './plugins/local-tools';
import { notFoundPlugin } from './plugins/not-found';
import { openapiPlugin } from './plugins/openapi';
import { genReqId, requestIdPlugin } from './plugins/request-id';
import { retiredApisPlugin } from './plugins/retired-apis';
import type { RetiredApisMode } from './http/retired-apis';
import webhookRoutes from './webhooks/routes';
import { requestLogEnabled, requestLogPlugin } from './plugins/request-log';
import type { RequestLogOptions } from './plugins/request-log-writer';
import inspectorRoutes from './hosted/inspector/routes';
import frontDoorRoutes from './hosted/front-door/route';
import { hostedErrorPage } from './hosted/error-page';
import type { App } from './kernel/app-type';
import { availabilityRoutes } from './modules/availability';
import { bookingRecordsRoutes } from './modules/booking-records';
import { bookingsRoutes } from './modules/bookings';
import { checkoutTemplateRoutes } from './modules/checkout-templates';
import { subscriptionContractRoutes } from './modules/subscription-contracts';
import { checkoutSettingsRoutes } from './modules/checkout-settings';
import { checkoutRoutes } from './modules/checkout';
import { cartV2CheckoutRoutes } from './modules/cart-v2-checkout';
import { discountRuleRoutes } from './modules/discount-rules';
import { cartByIdRoutes, cartV2Routes, ecomRoutes } from './modules/ecom';
import { backInStockRoutes } from './modules/back-in-stock';
import { fulfillmentRoutes } from './modules/fulfillments';
import { eventCategoryRoutes } from './modules/event-categories';
import { eventPolicyRoutes } from './modules/event-policies';
import { eventScheduleRoutes } from './modules/event-schedule';
import { eventShippingRoutes } from './modules/event-shipping';
import { eventStaffRoutes } from './modules/event-staff';
import { eventRsvpRoutes } from './modules/event-rsvp';
import { eventTicketsRoutes } from './modules/event-tickets';
import { eventsRoutes } from './modules/events';
import { identityRoutes } from './modules/identity';
import { memberCommunityRoutes, memberProfileRoutes } from './modules/members';
import { oauthRoutes } from './modules/oauth';
import { ordersRoutes } from './modules/orders';
import { planBenefitRoutes } from './modules/plan-benefits';
import { planOrderRoutes } from './modules/plan-orders';
import { pricingPlansRoutes } from './modules/pricing-plans';
import { redirectsRoutes } from './modules/redirects';
import { catalogVersioningRoutes, storesRoutes, storesV3Routes } from './modules/stores';

export interface BuildAppOptions {
  db: Db;
  /** `false` or a pino level (and where to write); defaults to LOG_LEVEL, else info, to stdout. */
  logger?: false | { level: string; stream?: NodeJS.WritableStream };
  /** Where `now` comes from; the system clock unless a test passes its own. */
  clock?: Clock;
  /** The inspector's request log: `false` turns it off; defaults to on unless REQUEST_LOG=off. */
  requestLog?: RequestLogOptions | false;
  /**
   * PLATFORM_ALLOWED_HOSTS: `Host` names (or name:port) answered besides loopback on the port it
   * listens on (plugins/host-check.ts).
   */
  allowedHosts?: readonly string[];
  /** PLATFORM_PUBLIC_URL and PLATFORM_TRUSTED_PROXIES (http/public-origin.ts); its host passes too. */
  publicOrigin?: PublicOriginOptions;
  /** The inspector's and mail outbox's token (plugins/local-tools.ts). */
  localTools?: LocalToolsOptions;
  /** PLATFORM_RETIRED_APIS (plugins/retired-apis.ts): `serve` unless told `refuse`. */
  retiredApis?: RetiredApisMode;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

const modules = [
  oauthRoutes,
  bookingsRoutes,
  availabilityRoutes,
  bookingRecordsRoutes,
  redirectsRoutes,
  hostedCheckoutRoutes,
  storesRoutes,
  catalogVersioningRoutes,
  storesV3Routes,
  ecomRoutes,
  cartV2Routes,
  cartByIdRoutes,
  checkoutRoutes,
  cartV2CheckoutRoutes,
  ordersRoutes,
  discountRuleRoutes,
  fulfillmentRoutes,
  backInStockRoutes,
  checkoutSettingsRoutes,
  checkoutTemplateRoutes,
  subscriptionContractRoutes,
  hostedEcomRoutes,
  hostedEventsRoutes,
  eventsRoutes,
  eventRsvpRoutes,
  eventPolicyRoutes,
  eventCategoryRoutes,
  eventScheduleRoutes,
  eventStaffRoutes,
  eventShippingRoutes,
  eventTicketsRoutes,
  pricingPlansRoutes,
  planOrderRoutes,
  planBenefitRoutes,
  hostedPlansRoutes,
  identityRoutes,
  memberProfileRoutes,
  memberCommunityRoutes,
  hostedMailRoutes,
  hostedAuthorizeRoutes,
  hostedLoginRoutes,
  hostedResetRoutes,
  hostedAccountRoutes,
  webhookRoutes,
  inspectorRoutes,
  frontDoorRoutes,
];

export async function buildApp({
  db,
  logger,
  clock,
  requestLog = requestLogEnabled() ? {} : false,
  allowedHosts,
  publicOrigin,
  localTools,
  retiredApis,
}: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: logger ?? { level: process.env.LOG_LEVEL || 'info' },
    genReqId,
    // Ids are always ours: a client-chosen id could collide or be spoofed in the logs.
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors: frameworkErrors(hostedErrorPage),
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);

  requestIdPlugin(app);
  // Before every other hook: a foreign Host gets nothing, not even a preflight or a 404.
  hostCheckPlugin(app, allowedHosts, publicHostsOf(publicOrigin?.publicUrl));
  publicOriginPlugin(app, publicOrigin);
  localToolsPlugin(app, localTools);
  framingPlugin(app);
  dbPlugin(app, db);
  requestLogPlugin(app, requestLog);
  clockPlugin(app, clock);
  // Before the modules register (it marks their routes) and before auth (a removed API is gone
  // for everyone, signed in or not).
  retiredApisPlugin(app, retiredApis);
  errorHandlerPlugin(app, hostedErrorPage);
  notFoundPlugin(app, hostedErrorPage);
  formBodyPlugin(app);
  jsonBodyPlugin(app);
  await corsPlugin(app);
  await openapiPlugin(app);
  inputGuardPlugin(app);
  authPlugin(app);

  healthRoute(app);
  for (const routes of modules) await app.register(routes);
  return app;
}

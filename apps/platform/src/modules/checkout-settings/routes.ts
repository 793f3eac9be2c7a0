import { CheckoutSettingsResponse, UpdateCheckoutSettingsRequest } from '@headless/contract';
import { routeWithAliases } from '../../http/aliases';
import { guardApp } from '../../http/require-app';
import { ownerOnly } from '../../http/require-owner';
import type { App } from '../../kernel/app-type';
import { getCheckoutSettings, updateCheckoutSettings } from './store';

const PATH = '/ecom/v1/checkout-settings';

/** The site's checkout settings: anyone reads them (the checkout shows the policies). */
export default async function checkoutSettingsRoutes(app: App): Promise<void> {
  guardApp(app, 'stores');

  routeWithAliases(app, {
    method: 'GET',
    paths: [PATH],
    schema: { response: { 200: CheckoutSettingsResponse } },
    handler: async (request) => ({
      checkoutSettings: await getCheckoutSettings(app.db, request.caller.siteId),
    }),
  });
  routeWithAliases(app, {
    method: 'PATCH',
    paths: [PATH],
    preValidation: ownerOnly,
    schema: { body: UpdateCheckoutSettingsRequest, response: { 200: CheckoutSettingsResponse } },
    handler: async (request) => {
      const caller = request.caller;
      return {
        checkoutSettings: await updateCheckoutSettings(
          app.db,
          caller,
          request.body.checkoutSettings,
        ),
      };
    },
  });
}

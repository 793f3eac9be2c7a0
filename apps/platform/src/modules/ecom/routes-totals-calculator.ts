import { CalculateTotalsRequest, CalculateTotalsResponse } from '@headless/contract';
import type { App } from '../../kernel/app-type';
import { routeWithAliases } from '../../http/aliases';
import { calculateTotals } from './totals-calculator';

/**
 * The Totals Calculator (docs/protocol.md §2.4b): its documented path, and the one the official
 * SDK sends from a site's own domain. Registered by `ecomRoutes`, under its Store app guard.
 */
export function totalsCalculatorRoutes(app: App): void {
  routeWithAliases(app, {
    method: 'POST',
    paths: ['/ecom/v1/calculate-totals', '/_api/totals-calculator/v1/calculate-totals'],
    schema: { body: CalculateTotalsRequest, response: { 200: CalculateTotalsResponse } },
    handler: (request) =>
      calculateTotals(app.db, request.caller, request.body, request.auth.cacheSynced),
  });
}

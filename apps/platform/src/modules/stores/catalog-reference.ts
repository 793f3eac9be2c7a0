import { STORES_CATALOG_APP_IDS } from '@headless/contract';
import { validationError } from '../../kernel/errors';

/**
 * A catalog reference the owner's records keep (a discount rule's scope, a back-in-stock request,
 * a checkout template's line) names the Stores catalog by one of its app ids; else a 400 on `field`.
 */
export function assertStoresCatalog(appId: string, field: string): void {
  if (!STORES_CATALOG_APP_IDS.includes(appId))
    throw validationError([
      { field, description: 'must be the Stores catalog', violatedRule: 'VALIDATION' },
    ]);
}

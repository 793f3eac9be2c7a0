// The site owner's side of the contract tests: an API key made with the platform CLI, and SDK
// clients that call with it.
import { ApiKeyStrategy, createClient, type ModuleMap } from '@headless/sdk';
import { DEMO_SITE_ID } from '@headless/contract';
import { platformUrl } from '../fixtures/env';
import { createApiKeyWithCli } from '../fixtures/platform-cli';

/** A new owner API key of the demo site; fails the test when the CLI printed none. */
export const createApiKey = (): Promise<string> => createApiKeyWithCli();

/**
 * A test file's owner: `createOwnerKey` makes its API key (the file's `beforeAll`), then `owner()`
 * calls with it over `modules`.
 */
export function fileOwner<M extends ModuleMap>(modules: M) {
  let apiKey = '';
  return {
    createOwnerKey: async () => {
      apiKey = await createApiKey();
    },
    hasOwnerKey: () => apiKey !== '',
    owner: () => ownerClient(apiKey, modules),
  };
}

/** The owner over `apiKey`, with the given SDK modules and no retry delays. */
export function ownerClient<M extends ModuleMap>(apiKey: string, modules: M) {
  return createClient({
    auth: ApiKeyStrategy({ apiKey, siteId: DEMO_SITE_ID }),
    apiBaseUrl: platformUrl,
    modules,
    retry: { maxRetries: 0 },
  });
}

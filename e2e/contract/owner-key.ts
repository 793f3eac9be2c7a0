// The site owner's side of the contract tests: an API key made with the platform CLI, and SDK
// clients that call with it.
import { expect } from 'vitest';
import { ApiKeyStrategy, createClient, type ModuleMap } from '@headless/sdk';
import { DEMO_SITE_ID } from '@headless/contract';
import { platformUrl } from '../fixtures/env';
import { platformCli } from '../fixtures/platform-cli';

/** A new owner API key of the demo site; fails the test when the CLI printed none. */
export async function createApiKey(): Promise<string> {
  // The CLI prints the key alone on stdout; how to send it goes to stderr.
  const printed = await platformCli('apikeys', 'create');
  const apiKey = printed.split('\n').find((line) => line.startsWith('IST.')) ?? '';
  expect(apiKey).not.toBe('');
  return apiKey;
}

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

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

/** The owner over `apiKey`, with the given SDK modules and no retry delays. */
export function ownerClient<M extends ModuleMap>(apiKey: string, modules: M) {
  return createClient({
    auth: ApiKeyStrategy({ apiKey, siteId: DEMO_SITE_ID }),
    apiBaseUrl: platformUrl,
    modules,
    retry: { maxRetries: 0 },
  });
}

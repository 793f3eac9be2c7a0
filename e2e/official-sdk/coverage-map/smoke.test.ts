// The smoke run: every method the map marks served on the SDK's path, called once through the
// official SDK against the suite's platform (a visitor's OAuth client for visitor/member methods,
// the owner's API key for the rest), with plausible arguments. A 5xx, a hang, `No route` or a 405
// fails it; any other 4xx is an answer.
import { readFileSync } from 'node:fs';
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CLIENT_ID } from '@headless/contract';
import { apiKeyFor, visitorClient } from '../kit/clients';
import { CALLS_FILE_VARIABLE } from '../kit/coverage';
import { audienceOf } from './audience';
import { SERVED_FILE } from './outputs';
import { answersDuring, callOnce, failureOf, plausibleArgs } from './smoke-calls';
import { sdkSurface, type SdkMethod } from './surface';

/** Longer than any honest answer of the local platform; a call past it is a hang. */
const CALL_TIMEOUT_MS = 10_000;

type Fn = (...args: unknown[]) => unknown;
type Modules = Record<string, unknown>;
const keyOf = (m: SdkMethod) => `${m.packageName} ${m.module}.${m.name}`;
const clientKey = (m: SdkMethod) => `${m.packageName.replace(/\W/g, '_')}__${m.module}`;

let served: SdkMethod[] = [];
let visitor: Modules;
let owner: Modules;
let callsFile: string | undefined;

beforeAll(async () => {
  // Its calls are the map's, not the flows': kept out of docs/official-sdk.md's table of calls.
  callsFile = process.env[CALLS_FILE_VARIABLE];
  delete process.env[CALLS_FILE_VARIABLE];
  const list = JSON.parse(readFileSync(SERVED_FILE, 'utf8')) as Record<string, string[]>;
  served = (await sdkSurface()).filter((m) => list[keyOf(m)]?.includes('sdk'));
  const modules: Modules = {};
  for (const m of served) {
    const pkg = (await import(m.packageName)) as Modules;
    modules[clientKey(m)] = pkg[m.module];
  }
  visitor = createClient({ modules, auth: OAuthStrategy({ clientId: SAMPLE_CLIENT_ID }) });
  owner = createClient({ modules, auth: ApiKeyStrategy(await apiKeyFor()) });
}, 120_000);

afterAll(() => {
  if (callsFile !== undefined) process.env[CALLS_FILE_VARIABLE] = callsFile;
});

function sdkFunction(client: Modules, m: SdkMethod): Fn {
  const module = client[clientKey(m)] as Record<string, unknown>;
  const fn = module[m.name];
  if (typeof fn !== 'function') throw new Error(`${keyOf(m)} is not a function of the client`);
  return fn as Fn;
}

async function smoke(m: SdkMethod): Promise<string | undefined> {
  const client = audienceOf(keyOf(m), m.docs) === 'visitor/member' ? visitor : owner;
  const fn = sdkFunction(client, m);
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((resolve) => {
    timer = setTimeout(() => resolve('hang'), CALL_TIMEOUT_MS);
  });
  try {
    const answers = answersDuring(() => callOnce(fn, plausibleArgs(m.docs.params)));
    const outcome = await Promise.race([answers, hang]);
    if (outcome === 'hang') return `no answer within ${CALL_TIMEOUT_MS} ms`;
    return failureOf(outcome);
  } finally {
    clearTimeout(timer);
  }
}

/** What the flows after this file find on the demo site: the run must leave it as it was. */
async function demoSiteCounts() {
  const client = visitorClient();
  const [services, events, plans, products] = await Promise.all([
    client.services.queryServices().find(),
    client.wixEventsV2.queryEvents().find(),
    client.plans.queryPublicPlans().find(),
    client.products.queryProducts().find(),
  ]);
  return {
    services: services.items.length,
    events: events.items.length,
    plans: plans.items.length,
    products: products.items.length,
  };
}

describe('smoke run of the served methods', () => {
  it('calls each once through the official SDK: no 5xx, no hang, no No route', async () => {
    expect(served.length).toBeGreaterThan(0);
    const before = await demoSiteCounts();
    const failures: string[] = [];
    for (const m of served) {
      const failure = await smoke(m);
      if (failure) failures.push(`${keyOf(m)}: ${failure}`);
    }
    expect(failures).toEqual([]);
    expect(await demoSiteCounts(), 'the smoke run changed the demo site').toEqual(before);
  }, 300_000);
});

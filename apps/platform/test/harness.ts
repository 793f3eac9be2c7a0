import { ErrorEnvelope } from '@headless/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../src/app';
import { closeDb, createDb, type OwnedDb } from '../src/db/client';
import type { App } from '../src/kernel/app-type';
import { REQUEST_ID_HEADER } from '../src/plugins/request-id';
import { buildTestApp, type TestApp } from './build-app';

type BuildOptions = Parameters<typeof buildTestApp>[0];

/**
 * The whole app on a fresh database for the calling test file (or describe block): built in
 * `beforeAll`, closed in `afterAll`. The handle reads the current app lazily, so it can be
 * declared at the top of a file and used in any later hook or test; reading it earlier throws.
 */
export function useTestApp(options?: BuildOptions): TestApp {
  let current: TestApp | undefined;
  const built = (): TestApp => {
    if (!current)
      throw new Error('useTestApp: the app is built in beforeAll; use it in a hook or a test');
    return current;
  };
  beforeAll(async () => {
    current = await buildTestApp(options);
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  return {
    get app() {
      return built().app;
    },
    get db() {
      return built().db;
    },
    get url() {
      return built().url;
    },
    close: () => built().close(),
  };
}

/**
 * What `make` answers, made in `beforeAll` (after the hooks declared before it, so after the app
 * of `useTestApp`), for a kit or client that needs the running app. The handle can be declared at
 * the top of a file: each property read goes to the made value, and throws before it is made.
 */
export function madeBeforeAll<T extends object>(make: () => Promise<T>): T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  });
  return new Proxy({} as T, {
    get(_, key) {
      if (!made)
        throw new Error(
          'madeBeforeAll: the value is made in beforeAll; use it in a hook or a test',
        );
      return Reflect.get(made, key);
    },
  });
}

/**
 * A second platform instance on the test app's database, with its own pool of `max` connections
 * (as a second process has): built in `beforeAll`, closed in `afterAll`. For races between two.
 */
export function useSecondInstance(t: TestApp, max: number): { readonly app: App } {
  let db: OwnedDb | undefined;
  let app: App | undefined;
  beforeAll(async () => {
    db = createDb(t.url, { max });
    app = await buildApp({ db, logger: false });
  });
  afterAll(async () => {
    await app?.close();
    if (db) await closeDb(db);
  });
  return {
    get app() {
      if (!app) throw new Error('useSecondInstance: the instance is built in beforeAll');
      return app;
    },
  };
}

type Response = Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'body'>;

/** The response's error envelope, checked against the contract, with its request id header. */
export function errorEnvelopeOf(res: Response): ErrorEnvelope {
  expect(res.headers[REQUEST_ID_HEADER], 'request id header').toEqual(expect.any(String));
  const parsed = ErrorEnvelope.safeParse(JSON.parse(res.body));
  expect(parsed.success, `error envelope: ${res.body}`).toBe(true);
  return parsed.data as ErrorEnvelope;
}

/** The application error code of a response (undefined when it carries none). */
export const codeOf = (res: Pick<LightMyRequestResponse, 'json'>): string | undefined =>
  res.json<Partial<ErrorEnvelope>>().details?.applicationError?.code as string | undefined;

/** The validation error's field violations of a response, each `field:violatedRule`. */
export const violationsOf = (res: Pick<LightMyRequestResponse, 'json'>): string[] =>
  (res.json<Partial<ErrorEnvelope>>().details?.validationError?.fieldViolations ?? []).map(
    (v) => `${v.field}:${v.violatedRule}`,
  );

/**
 * Asserts an application error: its status, the envelope (docs/protocol.md §6.1) with
 * `applicationError.code`, and the request id header. Returns the envelope for further checks.
 */
export function expectAppError(
  res: Response,
  status: number,
  code: string | number,
  message = res.body,
): ErrorEnvelope {
  const envelope = errorEnvelopeOf(res);
  const actual = envelope.details.applicationError?.code;
  expect([res.statusCode, actual], message).toEqual([status, code]);
  return envelope;
}

/**
 * Asserts a validation error (400) whose field violations are exactly `violations`, each
 * `field:violatedRule`, in order.
 */
export function expectValidationError(res: Response, violations: string[]): ErrorEnvelope {
  const envelope = errorEnvelopeOf(res);
  expect(res.statusCode, res.body).toBe(400);
  expect(violationsOf(res as LightMyRequestResponse)).toEqual(violations);
  return envelope;
}

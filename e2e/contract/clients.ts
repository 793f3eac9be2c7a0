// SDK clients for the contract tests: the real SDK over real HTTP to the platform under test.
import { expect } from 'vitest';
import { ApplicationError, createClient } from '@headless/sdk';
import type { RetryOptions, Tokens } from '@headless/sdk';
import { availabilityCalendar, bookings, services } from '@headless/sdk/bookings';
import { redirects } from '@headless/sdk/redirects';
import { products } from '@headless/sdk/stores';
import { checkout, currentCart, orders } from '@headless/sdk/ecom';
import { events, rsvp, wixEvents } from '@headless/sdk/events';
import { planBenefits, planOrders, plans } from '@headless/sdk/pricing-plans';
import { SAMPLE_CLIENT_ID } from '@headless/contract';
import { platformUrl } from '../fixtures/env';

const modules = {
  services,
  availabilityCalendar,
  bookings,
  redirects,
  products,
  currentCart,
  checkout,
  orders,
  events,
  wixEvents,
  rsvp,
  plans,
  planOrders,
  planBenefits,
};

/** No retry delays: a failing call should fail at once in a test. */
const retry = { maxRetries: 0 };

export interface VisitorOptions {
  clientId?: string;
  apiBaseUrl?: string;
  tokens?: Tokens;
  /** Replaces the no-retry default (tests of the retry path). */
  retry?: Partial<RetryOptions>;
  /** Wraps the transport, e.g. to see every response the SDK got. */
  fetch?: typeof fetch;
}

export function visitor(options: VisitorOptions = {}) {
  return createClient({
    clientId: options.clientId ?? SAMPLE_CLIENT_ID,
    apiBaseUrl: options.apiBaseUrl ?? platformUrl,
    modules,
    retry: options.retry ?? retry,
    ...(options.tokens ? { tokens: options.tokens } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

/** Tokens that look right but were never signed by the platform. */
export function forgedTokens(): Tokens {
  const payload = Buffer.from(
    JSON.stringify({ data: JSON.stringify({ instance: { metaSiteId: 'x' } }), exp: 4e9 }),
  ).toString('base64url');
  return {
    accessToken: {
      value: `OauthNG.JWS.eyJhbGciOiJIUzI1NiJ9.${payload}.c2lnbmF0dXJl`,
      expiresAt: 4e9,
    },
    refreshToken: { value: '', role: 'none' },
  };
}

/** Runs `call` and returns what it threw; fails the test when it does not throw. */
export async function thrownBy(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail, and it succeeded');
}

/** Checks that `error` is the SDK's ApplicationError with this status and code; returns it for more. */
export function applicationError(error: unknown, status: number, code: string): ApplicationError {
  expect(error).toBeInstanceOf(ApplicationError);
  const app = error as ApplicationError;
  expect([app.status, app.code]).toEqual([status, code]);
  return app;
}

import { DEMO_SITE_ID } from '@headless/contract';
import type { LightMyRequestResponse } from 'fastify';
import { roleOf } from '../src/http/auth-context';
import type { App } from '../src/kernel/app-type';
import type { Caller as ServiceCaller, CallerIdentity } from '../src/kernel/caller';
import { visitorToken, type TestApp } from './build-app';
import { ownerHeaders } from './owner';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** One call on the in-process app: a method, a URL and, when there is one, a JSON payload. */
export type Caller = (
  method: Method,
  url: string,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

/** Calls through app.inject, each with these headers (a payload only when one is given). */
export const caller =
  (app: App, headers: Record<string, string>): Caller =>
  (method, url, payload) =>
    app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

/** Calls as the demo site's owner (API key) or as a visitor, with the headers of each. */
export async function ownerAndVisitorClient(t: TestApp) {
  const owner = await ownerHeaders(t.db);
  const visitor = { authorization: await visitorToken(t.app) };
  return { asOwner: caller(t.app, owner), asVisitor: caller(t.app, visitor), owner, visitor };
}

/**
 * A write only the site's owner (or an app acting for the site) may make: a new appointment
 * service named `name`, made with `headers`. For tests of who a set of credentials is.
 */
export const createServiceWith = (app: App, headers: Record<string, string>, name: string) =>
  caller(app, headers)('POST', '/bookings/v2/services', {
    service: { type: 'APPOINTMENT', name },
  });

/**
 * Who asks and when (kernel/caller.ts), for a test that calls a service directly: `identity`
 * on the demo site (or `siteId`), at `now`, as the auth plugin would build it for a request.
 */
export const serviceCaller = (
  identity: CallerIdentity,
  now: Date,
  siteId = DEMO_SITE_ID,
): ServiceCaller => ({ siteId, clientId: 'test-client', identity, role: roleOf(identity), now });

/** The site's owner as a service caller (a Wix user: role ADMIN), at `now`. */
export const ownerCaller = (now: Date, siteId = DEMO_SITE_ID) =>
  serviceCaller({ type: 'WIX_USER', id: 'test-owner' }, now, siteId);

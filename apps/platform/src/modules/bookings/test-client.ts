import { DEMO_SITE_ID } from '@headless/contract';
import type { TestApp } from '../../../test/build-app';
import { visitorToken } from '../../../test/build-app';
import { ownerHeaders } from '../../../test/owner';
import { seedId } from '../../seed/seed-helpers';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The seeded demo service's id (src/seed/bookings.ts keys). */
export const seededServiceId = (key: string) => seedId(DEMO_SITE_ID, `service:${key}`);

/** Calls as the owner (API key) or as a visitor, through app.inject. */
export async function servicesClient(t: TestApp) {
  const owner = await ownerHeaders(t.db);
  const visitor = { authorization: await visitorToken(t.app) };
  const call =
    (headers: Record<string, string>) => (method: Method, url: string, payload?: unknown) =>
      t.app.inject({
        method,
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
  return { asOwner: call(owner), asVisitor: call(visitor), owner, visitor };
}

/** The fields a 400 validation envelope names, in order. */
export const violationFields = (res: { json(): unknown }): string[] =>
  (
    res.json() as { details: { validationError: { fieldViolations: { field: string }[] } } }
  ).details.validationError.fieldViolations.map((v) => v.field);

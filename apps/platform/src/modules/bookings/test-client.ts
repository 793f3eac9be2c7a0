import { DEMO_SITE_ID } from '@headless/contract';
import type { TestApp } from '../../../test/build-app';
import { ownerAndVisitorClient } from '../../../test/callers';
import { madeBeforeAll, useTestApp } from '../../../test/harness';
import { seedId } from '../../seed/seed-helpers';

/** The seeded demo service's id (src/seed/bookings.ts keys). */
export const seededServiceId = (key: string) => seedId(DEMO_SITE_ID, `service:${key}`);

/** Calls as the owner (API key) or as a visitor, through app.inject. */
export const servicesClient = ownerAndVisitorClient;

/** The fields a 400 validation envelope names, in order. */
export const violationFields = (res: { json(): unknown }): string[] =>
  (
    res.json() as { details: { validationError: { fieldViolations: { field: string }[] } } }
  ).details.validationError.fieldViolations.map((v) => v.field);

/** `servicesClient` for a whole test file, made in its `beforeAll` (see `madeBeforeAll`). */
export const useServicesClient = (t: TestApp) => madeBeforeAll(() => servicesClient(t));

/** A bookings test file's app (`useTestApp`) and its services client. */
export function useServicesApp() {
  const t = useTestApp();
  return { t, c: useServicesClient(t) };
}

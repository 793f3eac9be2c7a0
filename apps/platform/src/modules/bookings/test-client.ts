import { DEMO_SITE_ID } from '@headless/contract';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/build-app';
import { ownerAndVisitorClient, type Caller } from '../../../test/callers';
import { expectAppError, madeBeforeAll, useTestApp } from '../../../test/harness';
import type { Db } from '../../db/client';
import { outboxOf } from '../../outbox/test-kit';
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

/** What an owner's delete of one entity should leave behind (see `expectDeletedOnce`). */
interface DeletedOnce {
  /** The entity's URL. */
  url: string;
  /** Its events' entity name, e.g. `wix.bookings.v1.booking_policy`. */
  fqdn: string;
  /** What its `_deleted` event carries: the entity as it was. */
  carried: { id: string } & Record<string, unknown>;
  /** The application error code of a second delete. */
  notFound: string;
}

/**
 * Deletes an entity as the owner (200); its last outbox event is then `<fqdn>_deleted`, carrying
 * the entity as it was, by the owner; and a second delete answers 404 `notFound`.
 */
export async function expectDeletedOnce(db: Db, asOwner: Caller, deleted: DeletedOnce) {
  expect((await asOwner('DELETE', deleted.url)).statusCode).toBe(200);
  const [last] = (await outboxOf(db, [deleted.carried.id])).slice(-1);
  expect(last).toMatchObject({
    eventType: `${deleted.fqdn}_deleted`,
    payload: deleted.carried,
    identity: { identityType: 'WIX_USER' },
  });
  expectAppError(await asOwner('DELETE', deleted.url), 404, deleted.notFound);
}

/** An owner's entity to rename (see `expectRenamedOnce`). */
interface Renamed {
  /** The entity's URL. */
  url: string;
  /** The key its body is sent and answered under, e.g. `staffMember`. */
  wrapper: string;
  id: string;
  /** Its events' entity name. */
  fqdn: string;
  /** The new name. */
  name: string;
}

/**
 * Renames an entity at its first revision as the owner (200, revision 2 after), then refuses a
 * write at that stale revision (409); its last outbox event is `<fqdn>_updated` with the new name,
 * by the owner.
 */
export async function expectRenamedOnce(db: Db, asOwner: Caller, renamed: Renamed) {
  const { url, wrapper, name } = renamed;
  const res = await asOwner('PATCH', url, { [wrapper]: { name, revision: '1' } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()[wrapper]).toMatchObject({ name, revision: '2' });
  const stale = await asOwner('PATCH', url, { [wrapper]: { name: 'X', revision: '1' } });
  expectAppError(stale, 409, 'REVISION_MISMATCH');
  const [last] = (await outboxOf(db, [renamed.id])).slice(-1);
  expect(last).toMatchObject({
    eventType: `${renamed.fqdn}_updated`,
    payload: { name },
    identity: { identityType: 'WIX_USER' },
  });
}

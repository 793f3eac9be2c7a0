import { DEMO_SITE_ID } from '@headless/contract';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/build-app';
import { ownerAndVisitorClient, type Caller } from '../../../test/callers';
import { expectAppError, madeBeforeAll, useTestApp } from '../../../test/harness';
import { ownerIdentity } from '../../../test/outbox-events';
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

/** One kind of entity the owner writes, as its tests name it (see `ownedEntityChecks`). */
interface OwnedEntity {
  /** The collection's URL; one entity is at `${url}/${id}`. */
  url: string;
  /** The key its body is sent and answered under, e.g. `staffMember`. */
  wrapper: string;
  /** Its events' entity name, e.g. `wix.bookings.v1.booking_policy`. */
  fqdn: string;
}

/** The checks every owner-written entity of bookings passes: a revisioned rename, a delete. */
export function ownedEntityChecks(t: TestApp, c: { asOwner: Caller }, entity: OwnedEntity) {
  const { url, wrapper, fqdn } = entity;
  const lastEvent = async (id: string) => (await outboxOf(t.db, [id])).at(-1);
  return {
    /**
     * Renames the entity at its first revision (200, revision 2 after), then refuses a write at
     * that stale revision (409); its last event is `<fqdn>_updated` with the new name, by the owner.
     */
    async renamedOnce(id: string, name: string) {
      const res = await c.asOwner('PATCH', `${url}/${id}`, { [wrapper]: { name, revision: '1' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()[wrapper]).toMatchObject({ name, revision: '2' });
      const stale = await c.asOwner('PATCH', `${url}/${id}`, {
        [wrapper]: { name: 'X', revision: '1' },
      });
      expectAppError(stale, 409, 'REVISION_MISMATCH');
      expect(await lastEvent(id)).toMatchObject({
        eventType: `${fqdn}_updated`,
        payload: { name },
        identity: ownerIdentity,
      });
    },

    /**
     * Deletes the entity (200); its last event is `<fqdn>_deleted`, carrying the entity as it was,
     * by the owner; and a second delete answers 404 `notFound`.
     */
    async deletedOnce(carried: { id: string } & Record<string, unknown>, notFound: string) {
      expect((await c.asOwner('DELETE', `${url}/${carried.id}`)).statusCode).toBe(200);
      expect(await lastEvent(carried.id)).toMatchObject({
        eventType: `${fqdn}_deleted`,
        payload: carried,
        identity: ownerIdentity,
      });
      expectAppError(await c.asOwner('DELETE', `${url}/${carried.id}`), 404, notFound);
    },
  };
}

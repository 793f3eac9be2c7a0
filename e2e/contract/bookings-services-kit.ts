// The owner's services calls for the contract tests: an owner client, this file's services (one run
// tag, deleted at the end) and the seeded ones.
import { afterAll, beforeAll, expect } from 'vitest';
import { PlatformError } from '@headless/sdk';
import { availabilityCalendar, services, type ServiceInput } from '@headless/sdk/bookings';
import { plans } from '@headless/sdk/pricing-plans';
import { thrownBy, visitor } from './clients';
import { fileOwner } from './owner-key';

export const UNKNOWN = '00000000-0000-4000-8000-00000000beef';
/** Unique to this run, so filters match only the services this file made. */
export const tag = `svc${Date.now().toString(36)}`;
export const mine = { name: { $startsWith: tag } };

const { createOwnerKey, hasOwnerKey, owner } = fileOwner({ services, availabilityCalendar, plans });
export { owner };

/** The test file makes services of its own: the owner key first, and its services deleted at the end. */
export function useOwnServices() {
  beforeAll(createOwnerKey);
  afterAll(async () => {
    if (hasOwnerKey()) await owner().services.bulkDeleteServicesByFilter(mine);
  });
}

export let serial = 0;
/** A new CLASS of this run; `name` is appended to the run tag. */
export function create(fields: Partial<ServiceInput> & { name?: string } = {}) {
  const { name = `class ${++serial}`, ...rest } = fields;
  return owner().services.createService({
    type: 'CLASS',
    defaultCapacity: 5,
    locations: [{ type: 'CUSTOMER' }],
    ...rest,
    name: `${tag} ${name}`,
  });
}

/** What the failed call threw, as the SDK's error with its status and code. */
export async function failure(call: () => Promise<unknown>) {
  const error = await thrownBy(call);
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}

/** A service the demo site was seeded with, read only. */
export async function seeded(name: string) {
  const { items } = await visitor().services.queryServices().eq('name', name).find();
  if (!items[0]) throw new Error(`the demo site has no service "${name}"`);
  return items[0];
}

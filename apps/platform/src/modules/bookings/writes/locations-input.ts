import type { LocationInput, ServiceLocation } from '@headless/contract';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { businessLocations } from '../../../db/schema/bookings';
import { validationError } from '../../../kernel/errors';
import { isUuid } from '../../../kernel/ids';

/** Business locations come from the site's list; custom ones carry their own address. */
export async function resolveLocations(
  db: Db,
  siteId: string,
  locations: LocationInput[],
  field = 'locations',
): Promise<ServiceLocation[]> {
  const ids = locations.flatMap((l) =>
    l.type === 'BUSINESS' && l.business ? [l.business.id] : [],
  );
  const rows = ids.filter(isUuid).length
    ? await db
        .select()
        .from(businessLocations)
        .where(
          and(
            eq(businessLocations.siteId, siteId),
            inArray(businessLocations.id, ids.filter(isUuid)),
          ),
        )
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return locations.map((l, i): ServiceLocation => {
    if (l.type === 'CUSTOMER') return { type: 'CUSTOMER' };
    if (l.type === 'CUSTOM') {
      const id = l.custom?.id ?? l.id ?? randomUUID();
      const address = l.custom?.address;
      return {
        id,
        type: 'CUSTOM',
        custom: { id, ...(address ? { address } : {}) },
        ...(address ? { calculatedAddress: address } : {}),
      };
    }
    const row = l.business ? byId.get(l.business.id) : undefined;
    if (!row)
      throw validationError([
        {
          field: `${field}.${i}.business.id`,
          description: 'is not a business location of this site',
          violatedRule: 'VALIDATION',
        },
      ]);
    const address = row.address ?? undefined;
    const business = {
      id: row.id,
      name: row.name,
      default: row.isDefault,
      status: row.status,
      locationType: row.locationType,
      ...(address ? { address } : {}),
    };
    return {
      id: row.id,
      type: 'BUSINESS',
      business,
      ...(address ? { calculatedAddress: address } : {}),
    };
  });
}

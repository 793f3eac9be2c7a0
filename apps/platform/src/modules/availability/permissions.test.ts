import { DEMO_SITE_ID } from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectAppError } from '../../../test/harness';
import { installedApps } from '../../db/schema/core';
import { createServiceFixture } from './fixtures';
import { useAvailabilityApp } from './test-kit';

const k = useAvailabilityApp();
const { t, query, filter } = k;

describe('permissions', () => {
  it('needs a token, and the bookings app on the site', async () => {
    const s = await createServiceFixture(t.db);
    const body = filter([s.id], '2027-03-15T00:00:00Z', '2027-03-16T00:00:00Z');
    expect((await query(body, undefined, '')).statusCode).toBe(401);
    await t.db
      .delete(installedApps)
      .where(and(eq(installedApps.siteId, DEMO_SITE_ID), eq(installedApps.app, 'bookings')));
    const res = await query(body);
    expectAppError(res, 403, 'APP_NOT_INSTALLED');
    await t.db.insert(installedApps).values({ siteId: DEMO_SITE_ID, app: 'bookings' });
  });
});

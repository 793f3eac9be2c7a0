import { BulkServicesResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { seededServiceId, useServicesApp, violationFields } from '../test-client';

const { c } = useServicesApp();

const pilates = seededServiceId('pilates-mat');
const massage = seededServiceId('deep-tissue-massage');
const unknownId = '7a1c1f0e-0000-4000-8000-000000000001';

async function count(filter: object = {}) {
  return (await c.asVisitor('POST', '/bookings/v2/services/count', { filter })).json().count;
}

describe('bulk create and update', () => {
  it('creates each item, reporting failures per item with its original index', async () => {
    const res = await c.asOwner('POST', '/bookings/v2/bulk/services/create', {
      services: [
        { type: 'APPOINTMENT', name: 'Bulk one' },
        { type: 'APPOINTMENT', name: 'Bulk two', category: { id: unknownId } },
      ],
      returnEntity: true,
    });
    expect(res.statusCode).toBe(200);
    const body = BulkServicesResponse.parse(res.json());
    expect(body.bulkActionMetadata).toEqual({
      totalSuccesses: 1,
      totalFailures: 1,
      undetailedFailures: 0,
    });
    expect(body.results[0]).toMatchObject({
      itemMetadata: { originalIndex: 0, success: true },
      item: { name: 'Bulk one' },
    });
    expect(body.results[1]?.itemMetadata).toMatchObject({
      originalIndex: 1,
      success: false,
      error: { code: 'CATEGORY_NOT_FOUND' },
    });
  });

  it('creates on the bare proto path the SDK sends on edge (`/v2/bulk/services/…`)', async () => {
    const res = await c.asOwner('POST', '/v2/bulk/services/create', {
      services: [{ type: 'APPOINTMENT', name: 'Bulk on edge' }],
      returnEntity: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(BulkServicesResponse.parse(res.json()).results[0]?.item).toMatchObject({
      name: 'Bulk on edge',
    });
  });

  it('updates by id with masks and revisions', async () => {
    const res = await c.asOwner('POST', '/bookings/services/v2/bulk/services/update', {
      services: [
        { service: { id: pilates, revision: '1', defaultCapacity: 4 }, mask: 'defaultCapacity' },
        { service: { id: massage, revision: '9', name: 'Stale' } },
      ],
      returnEntity: false,
    });
    const body = BulkServicesResponse.parse(res.json());
    expect(body.results.map((r) => r.itemMetadata.success)).toEqual([true, false]);
    expect(body.results[0]?.item).toBeUndefined();
    expect(body.results[1]?.itemMetadata.error?.code).toBe('REVISION_MISMATCH');
    const got = await c.asVisitor('GET', `/bookings/v2/services/${pilates}`);
    expect(got.json().service).toMatchObject({ defaultCapacity: 4, revision: '2' });
  });

  it('updates by filter and answers a job id', async () => {
    const res = await c.asOwner('POST', '/bookings/v2/bulk/services/update-by-filter', {
      filter: { type: 'CLASS' },
      service: { hidden: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().jobId).toEqual(expect.any(String));
    expect(await count({ hidden: true })).toBe(2);
  });

  it('refuses bad input and visitors', async () => {
    const empty = await c.asOwner('POST', '/bookings/v2/bulk/services/create', { services: [] });
    expect(empty.statusCode).toBe(400);
    const badFilter = await c.asOwner('POST', '/bookings/v2/bulk/services/update-by-filter', {
      filter: { nope: 1 },
      service: { hidden: false },
    });
    expect(badFilter.statusCode).toBe(400);
    expect(violationFields(badFilter)).toEqual(['filter.nope']);
    for (const path of ['create', 'update', 'update-by-filter', 'delete', 'delete-by-filter']) {
      const res = await c.asVisitor('POST', `/bookings/v2/bulk/services/${path}`, {});
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('bulk delete', () => {
  it('deletes by ids, failing unknown ones alone', async () => {
    const before = await count();
    const res = await c.asOwner('POST', '/_api/bookings/v2/bulk/services/delete', {
      ids: [massage, unknownId],
      preserveFutureSessionsWithParticipants: true,
    });
    const body = BulkServicesResponse.parse(res.json());
    expect(body.bulkActionMetadata.totalSuccesses).toBe(1);
    expect(body.results[1]?.itemMetadata).toMatchObject({
      id: unknownId,
      success: false,
      error: { code: 'SERVICE_NOT_FOUND' },
    });
    expect(await count()).toBe(before - 1);
  });

  it('deletes by filter', async () => {
    const res = await c.asOwner('POST', '/bookings/v2/bulk/services/delete-by-filter', {
      filter: { name: { $startsWith: 'Bulk' } },
    });
    expect(res.json().jobId).toEqual(expect.any(String));
    expect(await count({ name: { $startsWith: 'Bulk' } })).toBe(0);
    const bad = await c.asOwner('POST', '/bookings/v2/bulk/services/delete', { ids: 'x' });
    expect(bad.statusCode).toBe(400);
    const badFilter = await c.asOwner('POST', '/bookings/v2/bulk/services/delete-by-filter', {
      filter: { type: 'WORKSHOP' },
    });
    expect(badFilter.json().details.validationError.fieldViolations).toEqual([
      expect.objectContaining({ field: 'filter.type', violatedRule: 'INVALID_ENUM_VALUE' }),
    ]);
  });
});

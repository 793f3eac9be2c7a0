import { describe, expect, it } from 'vitest';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { services } from './services';
import { iso, wireService } from './services-test-data';

const bulkResult = {
  results: [{ itemMetadata: { id: 's1', originalIndex: 0, success: true }, item: wireService() }],
  bulkActionMetadata: { totalSuccesses: 1, totalFailures: 0, undetailedFailures: 0 },
};

describe('services writes', () => {
  it('creates a service and returns it unwrapped with dates', async () => {
    const server = await fakePlatform({ 'POST /bookings/v2/services': { service: wireService() } });
    const client = clientOf(server, { services });
    const service = await client.services.createService({ type: 'CLASS', name: 'Yoga' });
    expect(service.createdDate).toEqual(new Date(iso));
    expect(service.mainSlug.createdDate).toEqual(new Date(iso));
    expect(service.supportedSlugs[0]?.createdDate).toEqual(new Date(iso));
    expect(service.bookingPolicy.updatedDate).toEqual(new Date(iso));
    expect(service.locations[0]?.custom?.address?.geocode).toEqual({ latitude: 1.5, longitude: 2 });
    expect(apiCalls(server)).toEqual([
      {
        method: 'POST',
        url: '/bookings/v2/services',
        body: { service: { type: 'CLASS', name: 'Yoga' } },
      },
    ]);
  });

  it('patches a service with its id, revision and a comma-joined mask', async () => {
    const server = await fakePlatform({
      'PATCH /bookings/v2/services/s1': { service: wireService() },
    });
    const client = clientOf(server, { services });
    const updated = await client.services.updateService(
      's1',
      { revision: '3', name: 'Yoga', tagLine: 'Calm' },
      { mask: ['name', 'tagLine'] },
    );
    expect(updated.updatedDate).toBeInstanceOf(Date);
    expect(apiCalls(server)[0]?.body).toEqual({
      service: { revision: '3', name: 'Yoga', tagLine: 'Calm', id: 's1' },
      mask: 'name,tagLine',
    });
  });

  it('bulk-creates services and transforms the created items', async () => {
    const server = await fakePlatform({ 'POST /bookings/v2/bulk/services/create': bulkResult });
    const client = clientOf(server, { services });
    const input = [{ type: 'CLASS' as const, name: 'Yoga' }];
    const result = await client.services.bulkCreateServices(input, { returnEntity: true });
    expect(result.results[0]?.item?.updatedDate).toEqual(new Date(iso));
    expect(apiCalls(server)[0]?.body).toEqual({ services: input, returnEntity: true });
  });

  it('bulk-updates with a mask per service and transforms the returned items', async () => {
    const server = await fakePlatform({ 'POST /bookings/v2/bulk/services/update': bulkResult });
    const client = clientOf(server, { services });
    const result = await client.services.bulkUpdateServices(
      [{ service: { id: 's1', revision: '3', hidden: true }, mask: ['hidden'] }],
      { returnEntity: true },
    );
    expect(result.results[0]?.item?.createdDate).toEqual(new Date(iso));
    expect(result.bulkActionMetadata.totalSuccesses).toBe(1);
    expect(apiCalls(server)[0]?.body).toEqual({
      services: [{ service: { id: 's1', revision: '3', hidden: true }, mask: 'hidden' }],
      returnEntity: true,
    });
  });

  it('bulk-updates by filter and answers the job id', async () => {
    const server = await fakePlatform({
      'POST /bookings/v2/bulk/services/update-by-filter': { jobId: 'j1' },
    });
    const client = clientOf(server, { services });
    const filter = { type: 'CLASS' };
    await expect(
      client.services.bulkUpdateServicesByFilter(filter, { hidden: true }),
    ).resolves.toEqual({ jobId: 'j1' });
    expect(apiCalls(server)[0]?.body).toEqual({ filter, service: { hidden: true } });
  });

  it('deletes with its options flattened into the query string', async () => {
    const server = await fakePlatform({ 'DELETE /bookings/v2/services/s1': {} });
    const client = clientOf(server, { services });
    await expect(
      client.services.deleteService('s1', {
        preserveFutureSessionsWithParticipants: true,
        participantNotification: { notifyParticipants: true, message: 'Sorry' },
      }),
    ).resolves.toBeUndefined();
    expect(apiCalls(server)[0]?.url).toBe(
      '/bookings/v2/services/s1?serviceId=s1&preserveFutureSessionsWithParticipants=true' +
        '&participantNotification.notifyParticipants=true&participantNotification.message=Sorry',
    );
  });

  it('bulk-deletes by ids and by filter', async () => {
    const server = await fakePlatform({
      'POST /bookings/v2/bulk/services/delete': bulkResult,
      'POST /bookings/v2/bulk/services/delete-by-filter': { jobId: 'j2' },
    });
    const client = clientOf(server, { services });
    const options = { preserveFutureSessionsWithParticipants: false };
    const result = await client.services.bulkDeleteServices(['s1', 's2'], options);
    expect(result.results[0]?.itemMetadata.success).toBe(true);
    await expect(client.services.bulkDeleteServicesByFilter({ hidden: true })).resolves.toEqual({
      jobId: 'j2',
    });
    expect(apiCalls(server).map((call) => call.body)).toEqual([
      { ids: ['s1', 's2'], preserveFutureSessionsWithParticipants: false },
      { filter: { hidden: true } },
    ]);
  });
});

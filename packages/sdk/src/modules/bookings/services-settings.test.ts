import { describe, expect, it } from 'vitest';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { services } from './services';
import { iso, wireService } from './services-test-data';

const withService = { service: wireService() };

describe('services settings', () => {
  it('sets locations with the removed-sessions action on the service path', async () => {
    const server = await fakePlatform({ 'POST /bookings/v2/services/s1/locations': withService });
    const client = clientOf(server, { services });
    const locations = [{ type: 'BUSINESS' as const, business: { id: 'l1' } }];
    const options = {
      removedLocationSessionsAction: { action: 'KEEP_AT_CURRENT_LOCATION' as const },
      participantNotification: { notifyParticipants: false },
    };
    const { service } = await client.services.setServiceLocations('s1', locations, options);
    expect(service.updatedDate).toEqual(new Date(iso));
    expect(apiCalls(server)[0]?.body).toEqual({ serviceId: 's1', locations, ...options });
  });

  it('adds and removes pricing plans', async () => {
    const server = await fakePlatform({
      'POST /bookings/v2/services/s1/pricing-plans/add': withService,
      'POST /bookings/v2/services/s1/pricing-plans/remove': withService,
    });
    const client = clientOf(server, { services });
    const added = await client.services.enablePricingPlansForService('s1', ['pp1', 'pp2']);
    await client.services.disablePricingPlansForService('s1', ['pp1']);
    expect(added.service.createdDate).toBeInstanceOf(Date);
    expect(apiCalls(server).map((call) => [call.url, call.body])).toEqual([
      [
        '/bookings/v2/services/s1/pricing-plans/add',
        { serviceId: 's1', pricingPlanIds: ['pp1', 'pp2'] },
      ],
      [
        '/bookings/v2/services/s1/pricing-plans/remove',
        { serviceId: 's1', pricingPlanIds: ['pp1'] },
      ],
    ]);
  });

  it('sets a custom slug, with the slug date as a Date', async () => {
    const server = await fakePlatform({
      'POST /bookings/v2/services/s1/slugs/custom': {
        slug: { name: 'morning-yoga', custom: true, createdDate: iso },
        service: wireService(),
      },
    });
    const client = clientOf(server, { services });
    const { slug, service } = await client.services.setCustomSlug('s1', 'morning-yoga');
    expect(slug).toEqual({ name: 'morning-yoga', custom: true, createdDate: new Date(iso) });
    expect(service.id).toBe('s1');
    expect(apiCalls(server)[0]?.body).toEqual({ serviceId: 's1', slug: 'morning-yoga' });
  });

  it('validates a slug and passes the errors through', async () => {
    const answer = { valid: false, slug: 'Bad Slug', errors: ['SLUG_CONTAINS_ILLEGAL_CHARACTERS'] };
    const server = await fakePlatform({ 'POST /bookings/v2/services/slugs/validate': answer });
    const client = clientOf(server, { services });
    await expect(client.services.validateSlug('s1', 'Bad Slug')).resolves.toEqual(answer);
    expect(apiCalls(server)[0]?.body).toEqual({ serviceId: 's1', slug: 'Bad Slug' });
  });

  it('clones a service from its source id', async () => {
    const server = await fakePlatform({
      'POST /bookings/v2/services/clone': { service: wireService('s2'), errors: [] },
    });
    const client = clientOf(server, { services });
    const { service, errors } = await client.services.cloneService('s1');
    expect(service.id).toBe('s2');
    expect(service.createdDate).toEqual(new Date(iso));
    expect(errors).toEqual([]);
    expect(apiCalls(server)[0]?.body).toEqual({ sourceServiceId: 's1' });
  });
});

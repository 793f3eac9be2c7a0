// The services calls an owner makes, through the real SDK against the real platform: the lookups
// and the per-service settings (docs/protocol.md §2.1). Every service here is this file's own,
// named with one run tag, and deleted at the end.
import { describe, expect, it } from 'vitest';
import { ApplicationError, ValidationError } from '@headless/sdk';
import { visitor } from './clients';
import {
  UNKNOWN,
  create,
  failure,
  owner,
  seeded,
  tag,
  useOwnServices,
} from './bookings-services-kit';
import { DAY } from './time';

useOwnServices();

describe('lookups', () => {
  it('lists the default policy with the services connected to it, dates as Dates', async () => {
    const created = await create();
    const { bookingPolicies } = await owner().services.queryPolicies();
    const entry = bookingPolicies.find((p) => p.bookingPolicy.default);
    expect(entry?.bookingPolicy.createdDate).toBeInstanceOf(Date);
    expect(entry?.connectedServices).toContainEqual({ id: created.id, name: created.name });
    expect(entry?.totalServiceCount).toBe(entry?.connectedServices.length);

    const byId = await visitor().services.queryPolicies({
      filter: { id: entry?.bookingPolicy.id },
    });
    expect(byId.bookingPolicies.map((p) => p.bookingPolicy.id)).toEqual([entry?.bookingPolicy.id]);
  });

  it('tells which kinds of location the matched services use', async () => {
    const studio = (await seeded('Personal Training')).locations[0]?.business?.id ?? '';
    const atHome = await create({ locations: [{ type: 'CUSTOMER' }] });
    const atStudio = await create({ locations: [{ type: 'BUSINESS', business: { id: studio } }] });
    const client = owner().services;

    const home = await client.queryLocations({ filter: { services: { id: atHome.id } } });
    expect(home).toEqual({
      businessLocations: { exists: false, locations: [] },
      customLocations: { exists: false },
      customerLocations: { exists: true },
    });
    const both = await client.queryLocations({
      filter: { services: { id: { $in: [atHome.id, atStudio.id] } } },
    });
    expect(both.customerLocations.exists).toBe(true);
    expect(both.businessLocations.locations).toEqual([
      expect.objectContaining({ id: studio, name: 'Main Studio' }),
    ]);
  });

  it('lists the categories that hold the matched services', async () => {
    const fitness = (await seeded('Morning Yoga Flow')).category;
    const created = await create({ category: { id: fitness?.id ?? '' } });
    const { categories } = await visitor().services.queryCategories({
      filter: { services: { id: created.id } },
    });
    expect(categories).toEqual([
      { id: fitness?.id, name: 'Fitness', sortOrder: expect.any(Number) },
    ]);
    const none = await visitor().services.queryCategories({
      filter: { services: { id: created.id }, categoryIds: [UNKNOWN] },
    });
    expect(none.categories).toEqual([]);
  });
});

describe('per-service settings', () => {
  it('sets the locations, with geocodes as numbers, a new revision, and checks its options', async () => {
    const client = owner().services;
    const created = await create();
    const address = {
      formattedAddress: '1 Harbour St, Sydney',
      geocode: { latitude: -33.86, longitude: 151.21 },
    };
    const { service } = await client.setServiceLocations(created.id, [
      { type: 'CUSTOM', custom: { address } },
    ]);
    expect(service.revision).toBe('2');
    expect(service.locations).toHaveLength(1);
    expect(service.locations[0]).toMatchObject({ type: 'CUSTOM', custom: { address } });
    expect((await client.getService(created.id)).locations[0]?.type).toBe('CUSTOM');

    const error = await failure(() =>
      client.setServiceLocations(created.id, [{ type: 'CUSTOMER' }], {
        removedLocationSessionsAction: { action: 'MOVE_TO_LOCATION' },
      }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldViolations).toEqual([
      expect.objectContaining({
        field: 'options.removedLocationSessionsAction.moveToLocationOptions',
      }),
    ]);
    const badBusiness = await failure(() =>
      client.setServiceLocations(created.id, [{ type: 'BUSINESS', business: { id: UNKNOWN } }]),
    );
    expect(badBusiness).toBeInstanceOf(ValidationError);
    expect((badBusiness as ValidationError).fieldViolations[0]?.field).toBe(
      'locations.0.business.id',
    );
  });

  it('enables and disables pricing plans, refusing a plan the site does not have', async () => {
    const client = owner();
    const [plan] = (await client.plans.listPublicPlans()).plans;
    if (!plan?.id) throw new Error('the demo site has no public plan');
    const created = await create();
    const enabled = await client.services.enablePricingPlansForService(created.id, [plan.id]);
    expect(enabled.service.payment?.pricingPlanIds).toEqual([plan.id]);
    expect(enabled.service.revision).toBe('2');
    const again = await client.services.enablePricingPlansForService(created.id, [plan.id]);
    expect(again.service.payment?.pricingPlanIds).toEqual([plan.id]);

    const unknown = await failure(() =>
      client.services.enablePricingPlansForService(created.id, [UNKNOWN]),
    );
    expect(unknown).toBeInstanceOf(ApplicationError);
    expect([unknown.status, unknown.code]).toEqual([404, 'PRICING_PLAN_NOT_FOUND']);

    const disabled = await client.services.disablePricingPlansForService(created.id, [plan.id]);
    expect(disabled.service.payment?.pricingPlanIds).toEqual([]);
    const read = await client.services.getService(created.id);
    expect(read.payment?.pricingPlanIds).toEqual([]);
  });

  it('sets a custom slug that becomes the main one; the old one keeps answering', async () => {
    const client = owner().services;
    const created = await create();
    const before = created.mainSlug.name;
    const custom = `${tag}-custom`;
    const { slug, service } = await client.setCustomSlug(created.id, custom);
    expect(slug).toMatchObject({ name: custom, custom: true });
    expect(slug.createdDate).toBeInstanceOf(Date);
    expect(service.mainSlug.name).toBe(custom);
    expect(service.supportedSlugs.map((s) => s.name)).toEqual(
      expect.arrayContaining([custom, before]),
    );
    const { items } = await client.queryServices().eq('mainSlug.name', custom).find();
    expect(items.map((s) => s.id)).toEqual([created.id]);

    const other = await create();
    const taken = await failure(() => client.setCustomSlug(other.id, custom));
    expect(taken).toBeInstanceOf(ApplicationError);
    expect([taken.status, taken.code]).toEqual([400, 'SLUG_ALREADY_EXISTS']);
    const illegal = await failure(() => client.setCustomSlug(other.id, 'Not A Slug!'));
    expect([illegal.status, illegal.code]).toEqual([400, 'SLUG_CONTAINS_ILLEGAL_CHARACTERS']);
    expect((await client.getService(other.id)).mainSlug.name).toBe(other.mainSlug.name);
  });

  it('validates slugs: free, illegal, taken by another service, or the service’s own', async () => {
    const client = visitor().services;
    const created = await create();
    const own = created.mainSlug.name;
    expect(await client.validateSlug(created.id, `${tag}-free`)).toEqual({
      valid: true,
      slug: `${tag}-free`,
      errors: [],
    });
    expect(await client.validateSlug(created.id, own)).toMatchObject({ valid: true, errors: [] });
    expect(await client.validateSlug(created.id, 'Upper_Case')).toEqual({
      valid: false,
      slug: 'Upper_Case',
      errors: ['SLUG_CONTAINS_ILLEGAL_CHARACTERS'],
    });
    const other = await create();
    expect(await client.validateSlug(other.id, own)).toEqual({
      valid: false,
      slug: own,
      errors: ['SLUG_ALREADY_EXISTS'],
    });
    const unknown = await failure(() => client.validateSlug(UNKNOWN, 'anything'));
    expect([unknown.status, unknown.code]).toEqual([404, 'SERVICE_NOT_FOUND']);
  });

  it('clones a service: a new id and slug, the same settings, no errors', async () => {
    const client = owner().services;
    const source = await create({ name: 'to clone', tagLine: 'Original', defaultCapacity: 7 });
    const { service, errors } = await client.cloneService(source.id);
    expect(errors).toEqual([]);
    expect(service.id).not.toBe(source.id);
    expect(service.mainSlug.name).not.toBe(source.mainSlug.name);
    expect(service.schedule?.id).not.toBe(source.schedule?.id);
    expect(service).toMatchObject({
      name: source.name,
      type: 'CLASS',
      tagLine: 'Original',
      defaultCapacity: 7,
      revision: '1',
    });
    expect(service.createdDate).toBeInstanceOf(Date);
    expect((await client.getService(service.id)).name).toBe(source.name);

    const unknown = await failure(() => client.cloneService(UNKNOWN));
    expect([unknown.status, unknown.code]).toEqual([404, 'SERVICE_NOT_FOUND']);
  });

  // The clone gets its source's schedule (zone, weekly sessions, stored sessions), not defaults.
  it('clones a seeded class with its weekly sessions, so the copy has the same slots', async () => {
    const client = owner();
    const yoga = await seeded('Morning Yoga Flow');
    const { service: copy } = await client.services.cloneService(yoga.id);
    // Renamed into this run's tag so the clean-up finds it.
    await client.services.updateService(copy.id, {
      revision: copy.revision,
      name: `${tag} yoga copy`,
    });
    const startsOf = async (serviceId: string) => {
      const { availabilityEntries } = await client.availabilityCalendar.queryAvailability(
        {
          filter: {
            serviceId: [serviceId],
            startDate: new Date(),
            endDate: new Date(Date.now() + 7 * DAY),
          },
        },
        { timezone: 'UTC' },
      );
      return availabilityEntries.map((e) => e.slot.startDate);
    };
    const original = await startsOf(yoga.id);
    expect(original.length).toBeGreaterThan(0);
    expect(await startsOf(copy.id)).toEqual(original);
  });
});

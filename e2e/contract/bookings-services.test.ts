// The services calls an owner makes, through the real SDK against the real platform: bulk changes,
// search and count, the lookups, and the per-service settings (docs/protocol.md §2.1). Every
// service here is this file's own, named with one run tag, and deleted at the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiKeyStrategy,
  ApplicationError,
  createClient,
  PlatformError,
  ValidationError,
} from '@headless/sdk';
import { availabilityCalendar, services, type ServiceInput } from '@headless/sdk/bookings';
import { plans } from '@headless/sdk/pricing-plans';
import { DEMO_SITE_ID } from '@headless/contract';
import { platformUrl } from '../fixtures/env';
import { platformCli } from '../fixtures/platform-cli';
import { thrownBy, visitor } from './clients';

const DAY = 86_400_000;
const UNKNOWN = '00000000-0000-4000-8000-00000000beef';
/** Unique to this run, so filters match only the services this file made. */
const tag = `svc${Date.now().toString(36)}`;
const mine = { name: { $startsWith: tag } };

let apiKey = '';
beforeAll(async () => {
  const printed = await platformCli('apikeys', 'create');
  apiKey = printed.split('\n').find((line) => line.startsWith('IST.')) ?? '';
  expect(apiKey).not.toBe('');
});
afterAll(async () => {
  if (apiKey) await owner().services.bulkDeleteServicesByFilter(mine);
});

function owner() {
  return createClient({
    auth: ApiKeyStrategy({ apiKey, siteId: DEMO_SITE_ID }),
    apiBaseUrl: platformUrl,
    modules: { services, availabilityCalendar, plans },
    retry: { maxRetries: 0 },
  });
}

let serial = 0;
/** A new CLASS of this run; `name` is appended to the run tag. */
function create(fields: Partial<ServiceInput> & { name?: string } = {}) {
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
async function failure(call: () => Promise<unknown>) {
  const error = await thrownBy(call);
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}

/** A service the demo site was seeded with, read only. */
async function seeded(name: string) {
  const { items } = await visitor().services.queryServices().eq('name', name).find();
  if (!items[0]) throw new Error(`the demo site has no service "${name}"`);
  return items[0];
}

describe('bulk changes', () => {
  it('updates each service on its own: a stale revision fails alone, the rest is saved', async () => {
    const client = owner().services;
    const [a, b] = [await create(), await create()];
    const { results, bulkActionMetadata } = await client.bulkUpdateServices(
      [
        { service: { id: a.id, revision: a.revision, tagLine: 'Bulk' }, mask: ['tagLine'] },
        { service: { id: b.id, revision: '99', tagLine: 'Never' }, mask: ['tagLine'] },
      ],
      { returnEntity: true },
    );
    expect(bulkActionMetadata).toEqual({
      totalSuccesses: 1,
      totalFailures: 1,
      undetailedFailures: 0,
    });
    expect(results[0]?.itemMetadata).toMatchObject({ id: a.id, originalIndex: 0, success: true });
    expect(results[0]?.item).toMatchObject({ tagLine: 'Bulk', revision: '2' });
    expect(results[0]?.item?.updatedDate).toBeInstanceOf(Date);
    expect(results[1]?.itemMetadata).toMatchObject({ id: b.id, originalIndex: 1, success: false });
    expect(results[1]?.itemMetadata.error?.code).toBe('REVISION_MISMATCH');
    expect((await client.getService(a.id)).tagLine).toBe('Bulk');
    expect(await client.getService(b.id)).toMatchObject({ revision: '1' });
  });

  it('updates every service a filter matches, and no other', async () => {
    const client = owner().services;
    const group = `${tag} group`;
    const [a, b] = [await create({ name: 'group a' }), await create({ name: 'group b' })];
    const outside = await create({ name: 'outside' });
    const { jobId } = await client.bulkUpdateServicesByFilter(
      { name: { $startsWith: group } },
      { hidden: true, defaultCapacity: 9 },
    );
    expect(typeof jobId).toBe('string');
    for (const id of [a.id, b.id])
      expect(await client.getService(id)).toMatchObject({
        hidden: true,
        defaultCapacity: 9,
        revision: '2',
      });
    expect(await client.getService(outside.id)).toMatchObject({ hidden: false, revision: '1' });

    const error = await failure(() =>
      client.bulkUpdateServicesByFilter({ color: 'red' }, { hidden: false }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.code).toBe('INVALID_ARGUMENT');
    expect((error as ValidationError).fieldViolations[0]?.field).toMatch(/filter\.color$/);
    expect((await client.getService(a.id)).hidden).toBe(true);
  });

  it('deletes by ids, reporting an unknown id as its own failure', async () => {
    const client = owner().services;
    const doomed = await create();
    const { results, bulkActionMetadata } = await client.bulkDeleteServices([doomed.id, UNKNOWN]);
    expect(bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });
    expect(results.map((r) => r.itemMetadata.success)).toEqual([true, false]);
    expect(results[1]?.itemMetadata).toMatchObject({ id: UNKNOWN, originalIndex: 1 });
    expect(results[1]?.itemMetadata.error?.code).toBe('SERVICE_NOT_FOUND');
    const gone = await failure(() => client.getService(doomed.id));
    expect([gone.status, gone.code]).toEqual([404, 'SERVICE_NOT_FOUND']);
  });

  it('deletes every service a filter matches, and no other', async () => {
    const client = owner().services;
    await create({ name: 'gone 1' });
    await create({ name: 'gone 2' });
    const kept = await create({ name: 'kept' });
    const gone = { name: { $startsWith: `${tag} gone` } };
    expect(await client.countServices({ filter: gone })).toEqual({ count: 2 });
    const { jobId } = await client.bulkDeleteServicesByFilter(gone);
    expect(typeof jobId).toBe('string');
    expect(await client.countServices({ filter: gone })).toEqual({ count: 0 });
    expect((await client.getService(kept.id)).id).toBe(kept.id);
  });

  it('refuses a visitor’s bulk change with 403 FORBIDDEN, changing nothing', async () => {
    const target = await create();
    const error = await failure(() =>
      visitor().services.bulkUpdateServices([
        { service: { id: target.id, revision: target.revision, hidden: true } },
      ]),
    );
    expect(error).toBeInstanceOf(ApplicationError);
    expect([error.status, error.code]).toEqual([403, 'FORBIDDEN']);
    expect((await owner().services.getService(target.id)).hidden).toBe(false);
  });
});

describe('search and count', () => {
  it('finds services by words in their name, page by page with the cursor', async () => {
    const client = owner().services;
    const word = `${tag}zebra`;
    const first = await create({ name: `striped ${word} one` });
    const second = await create({ name: `striped ${word} two` });
    const page1 = await client.searchServices({
      search: { expression: word, fields: ['name'] },
      sort: [{ fieldName: 'name', order: 'ASC' }],
      cursorPaging: { limit: 1 },
    });
    expect(page1.services.map((s) => s.id)).toEqual([first.id]);
    expect(page1.services[0]?.createdDate).toBeInstanceOf(Date);
    expect(page1.pagingMetadata).toMatchObject({ count: 1, hasNext: true });
    const cursor = page1.pagingMetadata.cursors.next ?? '';
    const page2 = await client.searchServices({ cursorPaging: { cursor, limit: 1 } });
    expect(page2.services.map((s) => s.id)).toEqual([second.id]);
    expect(page2.pagingMetadata.hasNext).toBe(false);

    const error = await failure(() =>
      client.searchServices({ cursorPaging: { cursor: 'not-a-cursor' } }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldViolations).toEqual([
      expect.objectContaining({ field: 'search.cursorPaging.cursor' }),
    ]);
  });

  it('counts the services a filter matches, visitors included', async () => {
    const filter = { ...mine, type: 'COURSE' };
    const before = (await visitor().services.countServices({ filter })).count;
    await create({ type: 'COURSE' });
    expect(await visitor().services.countServices({ filter })).toEqual({ count: before + 1 });

    const error = await failure(() =>
      visitor().services.countServices({ filter: { type: 'WORKSHOP' } }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldViolations[0]).toMatchObject({
      field: expect.stringMatching(/filter\.type$/),
      violatedRule: 'INVALID_ENUM_VALUE',
    });
  });

  // A bad filter outside a query is named by the field sent (`filter.…`), so the SDK can name
  // the argument.
  it('names a bad filter field by the argument it was given in', async () => {
    const count = await failure(() =>
      visitor().services.countServices({ filter: { type: 'WORKSHOP' } }),
    );
    expect((count as ValidationError).fieldViolations[0]?.field).toBe('options.filter.type');
  });

  it('names a bad by-filter field by the filter argument', async () => {
    const bulk = await failure(() =>
      owner().services.bulkDeleteServicesByFilter({ type: 'WORKSHOP' }),
    );
    expect((bulk as ValidationError).fieldViolations[0]?.field).toBe('filter.type');
  });
});

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

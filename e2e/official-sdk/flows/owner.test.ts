// Owner writes through the official SDK's ApiKeyStrategy with a key from the platform's CLI:
// a service created, updated and deleted; a plan created and archived; an event created as a
// draft, published and canceled.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '@headless/contract';
import { platformCli } from '../../fixtures/platform-cli';
import { ownerClient } from '../kit/clients';

let owner: ReturnType<typeof ownerClient>;
beforeAll(async () => {
  // The CLI prints the key alone on stdout.
  const printed = await platformCli('apikeys', 'create');
  const apiKey = printed.split('\n').find((line) => line.startsWith('IST.')) ?? '';
  expect(apiKey).not.toBe('');
  owner = ownerClient(apiKey, DEMO_SITE_ID);
});

describe('owner writes with an API key', () => {
  it('creates, updates and deletes a service', async () => {
    const created = await owner.services.createService({
      type: 'CLASS',
      name: 'Official SDK Class',
      defaultCapacity: 4,
      locations: [{ type: 'CUSTOMER' }],
    });
    expect(created).toMatchObject({ name: 'Official SDK Class', revision: '1' });
    const updated = await owner.services.updateService(created._id ?? '', {
      revision: created.revision,
      name: 'Official SDK Class II',
    });
    expect(updated.name).toBe('Official SDK Class II');
    await owner.services.deleteService(created._id ?? '');
    await expect(owner.services.getService(created._id ?? '')).rejects.toMatchObject({
      details: { applicationError: { code: 'SERVICE_NOT_FOUND' } },
    });
  });

  it('creates a plan and archives it', async () => {
    const plan = await owner.plans.createPlan({
      name: 'Official SDK Plan',
      pricing: { singlePaymentUnlimited: true, price: { value: '0', currency: 'USD' } },
    });
    expect(plan).toMatchObject({ name: 'Official SDK Plan', archived: false });
    const archived = await owner.plans.archivePlan(plan._id ?? '');
    expect(archived.plan?.archived).toBe(true);
  });

  it('creates a draft event, publishes it and cancels it', async () => {
    const day = 24 * 60 * 60 * 1000;
    const draft = await owner.wixEventsV2.createEvent(
      {
        title: 'Official SDK Evening',
        location: { type: 'VENUE', name: 'SDK Hall', address: { city: 'Boston', country: 'US' } },
        dateAndTimeSettings: {
          startDate: new Date(Date.now() + 9 * day),
          endDate: new Date(Date.now() + 9 * day + 7_200_000),
          timeZoneId: 'America/New_York',
        },
        registration: { initialType: 'RSVP' },
      },
      { draft: true },
    );
    expect(draft).toMatchObject({ status: 'DRAFT', slug: 'official-sdk-evening' });
    const published = await owner.wixEventsV2.publishDraftEvent(draft._id ?? '');
    expect(published.event?.status).toBe('UPCOMING');
    const canceled = await owner.wixEventsV2.cancelEvent(draft._id ?? '');
    expect(canceled.event?.status).toBe('CANCELED');
  });
});

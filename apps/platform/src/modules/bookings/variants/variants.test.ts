// Service Options and Variants: the owner gives a service an option and a price per choice; anyone
// reads them (by id, by service, by query), and Preview Price prices a participant's choice by them.
import {
  PlatformErrorCode,
  ServiceOptionsAndVariantsResponse,
  ServiceVariantsErrorCode,
} from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError } from '../../../../test/harness';
import { createServiceFixture } from '../../availability/fixtures';
import { useServicesApp } from '../test-client';

const { t, c } = useServicesApp();
const URL = '/bookings/v1/serviceOptionsAndVariants';
const OPTION = '5e7d6c1a-3b2a-4c8d-9e0f-112233445566';

const usd = (value: string) => ({ value, currency: 'USD' });
const ageGroups = (serviceId: string) => ({
  serviceOptionsAndVariants: {
    serviceId,
    options: {
      values: [
        {
          id: OPTION,
          type: 'CUSTOM',
          customData: { name: 'Age group', choices: ['Child', 'Adult'] },
        },
      ],
    },
    variants: {
      values: [
        { choices: [{ custom: 'Child', optionId: OPTION }], price: usd('15') },
        { choices: [{ custom: 'Adult', optionId: OPTION }], price: usd('30') },
      ],
    },
  },
});

async function created() {
  const s = await createServiceFixture(t.db, { priceMinor: 2500 });
  const res = await c.asOwner('POST', URL, ageGroups(s.id));
  expect(res.statusCode, res.body).toBe(200);
  return ServiceOptionsAndVariantsResponse.parse(res.json()).serviceOptionsAndVariants;
}

describe('Service Options and Variants', () => {
  it('the owner creates them; anyone reads them by id, by service and by query', async () => {
    const made = await created();
    expect(made).toMatchObject({
      minPrice: { value: '15' },
      maxPrice: { value: '30' },
      revision: '1',
    });
    const byId = await c.asVisitor('GET', `/_api/v1/service-options-and-variants/${made.id}`);
    expect(byId.json().serviceOptionsAndVariants).toEqual(made);
    const byService = await c.asVisitor('GET', `${URL}/service_id/${made.serviceId}`);
    expect(byService.json().serviceVariants.id).toBe(made.id);
    const query = await c.asVisitor('POST', `${URL}/query`, {
      query: { filter: { serviceId: made.serviceId } },
    });
    expect(query.json().serviceOptionsAndVariantsList.map((x: { id: string }) => x.id)).toEqual([
      made.id,
    ]);
  });

  it('refuses a second object for a service, an unknown option, and a visitor writing', async () => {
    const made = await created();
    expectAppError(
      await c.asOwner('POST', URL, ageGroups(made.serviceId)),
      409,
      ServiceVariantsErrorCode.alreadyExists,
    );
    const s = await createServiceFixture(t.db);
    const unknown = ageGroups(s.id);
    unknown.serviceOptionsAndVariants.variants.values[0]!.choices[0]!.optionId =
      '5e7d6c1a-0000-4c8d-9e0f-112233445566';
    expectAppError(
      await c.asOwner('POST', URL, unknown),
      400,
      ServiceVariantsErrorCode.unknownOptionIds,
    );
    expectAppError(
      await c.asVisitor('POST', URL, ageGroups(s.id)),
      403,
      PlatformErrorCode.forbidden,
    );
  });

  it('updates at the revision read, deletes; prices a participant’s choice by its variant', async () => {
    const made = await created();
    const preview = async () =>
      (
        await c.asVisitor('POST', '/bookings/v2/pricing/v2/pricing/preview', {
          bookingLineItems: [
            {
              serviceId: made.serviceId,
              serviceChoices: [
                { numberOfParticipants: 2, choices: [{ custom: 'child', optionId: OPTION }] },
                { numberOfParticipants: 1, choices: [{ custom: 'Adult' }] },
              ],
            },
          ],
        })
      ).json().priceInfo.calculatedPrice;
    expect(await preview()).toBe(60);
    const patch = (revision: string) =>
      c.asOwner('PATCH', `${URL}/${made.id}`, {
        serviceOptionsAndVariants: {
          revision,
          variants: {
            values: [{ choices: [{ custom: 'Adult', optionId: OPTION }], price: usd('40') }],
          },
        },
      });
    expectAppError(await patch('7'), 409, ServiceVariantsErrorCode.revisionMismatch);
    expect((await patch('1')).json().serviceOptionsAndVariants.revision).toBe('2');
    // The child variant is gone: children pay the service's own $25.
    expect(await preview()).toBe(90);
    expect((await c.asOwner('DELETE', `${URL}/${made.id}`)).statusCode).toBe(200);
    expectAppError(
      await c.asVisitor('GET', `${URL}/${made.id}`),
      404,
      ServiceVariantsErrorCode.notFound,
    );
  });
});

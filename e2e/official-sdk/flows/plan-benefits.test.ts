// Plan Benefits through the official SDK: the plans a customer could buy to book a class (the
// seed's memberships without limit, the pass with ten class credits), as a visitor and a member;
// a count the pass cannot pay for, a date past the pass's three months, and a refused count.
import { AppId } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { DAY } from '../kit/catalog';
import { visitorClient, type VisitorClient } from '../kit/clients';
import { newMember } from '../kit/members';

async function yogaClass(client: VisitorClient) {
  const { items } = await client.services.queryServices().eq('name', 'Morning Yoga Flow').find();
  const service = items[0];
  expect(service?.type).toBe('CLASS');
  return { externalId: service?._id ?? '', providerAppId: AppId.bookings };
}

const inDays = (days: number) => new Date(Date.now() + days * DAY);

describe('plan benefits', () => {
  it('lists the plans that cover a class, each with its benefit', async () => {
    const client = visitorClient();
    const item = await yogaClass(client);
    const { planBenefits = [] } = await client.planBenefits.listPlansByItemIdentifier(item, {
      targetDate: inDays(7),
      count: 1,
    });
    expect(planBenefits.map((b) => b.planInfo?.plan?.slug)).toEqual([
      'monthly-membership',
      'yearly-membership',
      '10-class-pass',
    ]);
    const pass = planBenefits[2];
    expect(pass?.planInfo?.plan?._createdDate).toBeInstanceOf(Date);
    expect(
      pass?.planInfo?.plan?.pricingVariants?.[0]?.pricingStrategies?.[0]?.flatRate?.amount,
    ).toBe('180');
    expect(pass?.benefitInfo).toMatchObject({
      externalId: item.externalId,
      providerAppId: AppId.bookings,
      price: '1',
      creditConfiguration: { amount: '10' },
    });
    expect(planBenefits[0]?.benefitInfo?.price).toBe('0');
  });

  it("drops the pass when its credits or its three months can't cover what is asked", async () => {
    const { client } = await newMember();
    const item = await yogaClass(client);
    const slugs = async (options: { targetDate?: Date; count?: number }) => {
      const { planBenefits = [] } = await client.planBenefits.listPlansByItemIdentifier(
        item,
        options,
      );
      return planBenefits.map((b) => b.planInfo?.plan?.slug);
    };
    const memberships = ['monthly-membership', 'yearly-membership'];
    expect(await slugs({ count: 11 })).toEqual(memberships);
    expect(await slugs({ targetDate: inDays(120) })).toEqual(memberships);
    expect(await slugs({ targetDate: inDays(-1) })).toEqual([]);
  });

  it('refuses a count below one with the field, named as the SDK names its argument', async () => {
    const client = visitorClient();
    const item = await yogaClass(client);
    const error = await client.planBenefits
      .listPlansByItemIdentifier(item, { count: 0 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      details: {
        validationError: {
          fieldViolations: [
            expect.objectContaining({ field: 'options.count', violatedRule: 'MIN' }),
          ],
        },
      },
    });
  });
});

// Plan Benefits through the real SDK against the real platform (docs/protocol.md §2.7): the plans
// that cover a seeded class, with their benefits' credits, and a refused count.
import { describe, expect, it } from 'vitest';
import { AppId } from '@headless/contract';
import { ValidationError } from '@headless/sdk';
import { thrownBy, visitor } from './clients';

async function yogaClass() {
  const { items } = await visitor().services.queryServices().eq('type', 'CLASS').find();
  const yoga = items.find((s) => s.name === 'Morning Yoga Flow');
  if (!yoga) throw new Error('the demo site has no Morning Yoga Flow class');
  return { externalId: yoga.id, providerAppId: AppId.bookings };
}

describe('plan benefits', () => {
  it('lists the plans that cover a class, once per benefit, plan dates as Date', async () => {
    const { planBenefits } = await visitor().planBenefits.listPlansByItemIdentifier(
      await yogaClass(),
      { targetDate: new Date(Date.now() + 86_400_000) },
    );
    expect(planBenefits.map((b) => b.planInfo.plan.slug)).toEqual([
      'monthly-membership',
      'yearly-membership',
      '10-class-pass',
    ]);
    expect(planBenefits[2]?.planInfo.plan.createdDate).toBeInstanceOf(Date);
    expect(planBenefits[2]?.benefitInfo).toMatchObject({
      price: '1',
      creditConfiguration: { amount: '10', unitDisplayName: 'classes' },
    });
  });

  it('drops the pass past its ten credits, and refuses a count below one', async () => {
    const item = await yogaClass();
    const { planBenefits } = await visitor().planBenefits.listPlansByItemIdentifier(item, {
      count: 11,
    });
    expect(planBenefits.map((b) => b.planInfo.plan.slug)).toEqual([
      'monthly-membership',
      'yearly-membership',
    ]);
    const error = await thrownBy(() =>
      visitor().planBenefits.listPlansByItemIdentifier(item, { count: 0 }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      fieldViolations: [expect.objectContaining({ field: 'count', violatedRule: 'MIN' })],
    });
  });
});

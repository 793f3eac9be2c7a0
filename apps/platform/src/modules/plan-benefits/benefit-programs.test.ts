import { randomUUID } from 'node:crypto';
import {
  AppId,
  BulkCreateBenefitItemsResponse,
  ListPlansByItemIdentifierResponse,
  PlanResponse,
  PoolDefinitionResponse,
  ProgramDefinitionResponse,
} from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError, expectValidationError, useTestApp } from '../../../test/harness';
import { newPlan, usePlansClient } from '../pricing-plans/test-kit';
import { LIST } from './test-kit';

const t = useTestApp();
const c = usePlansClient(t);

const NS = '@wix/pricing-plans';
const BP = '/benefit-programs/v1';
const programOf = (planId: string, namespace = NS) =>
  `${BP}/program-definitions/by-namespace-and-external-id?externalId=${planId}&namespace=${encodeURIComponent(namespace)}`;

async function ownersPlan() {
  const res = await c.asOwner('POST', '/pricing-plans/v2/plans', { plan: newPlan() });
  expect(res.statusCode, res.body).toBe(200);
  return PlanResponse.parse(res.json()).plan;
}

const pool = (programDefinitionId: string, details: Record<string, unknown>) => ({
  poolDefinition: { namespace: NS, programDefinitionIds: [programDefinitionId], details },
  cascade: 'IMMEDIATELY',
});
const bookingsBenefit = (price = '1') => ({
  benefitKey: randomUUID(),
  displayName: 'Bookings sessions',
  providerAppId: AppId.bookings,
  price,
});

describe('the owner gives a plan its benefits through Benefit Programs', () => {
  it('program definition, pool definition, items: the plan then covers the service', async () => {
    const plan = await ownersPlan();
    const read = await c.asOwner('GET', programOf(plan.id));
    expect(read.statusCode, read.body).toBe(200);
    const { programDefinition } = ProgramDefinitionResponse.parse(read.json());
    expect(programDefinition).toMatchObject({ namespace: NS, externalId: plan.id });

    const benefit = bookingsBenefit();
    const created = await c.asOwner(
      'POST',
      `${BP}/pool-definitions`,
      pool(programDefinition.id, { benefits: [benefit], creditConfiguration: { amount: '5' } }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const { poolDefinition } = PoolDefinitionResponse.parse(created.json());
    const itemSetId = poolDefinition.details.benefits[0]?.itemSetId ?? '';
    expect(poolDefinition.details.benefits[0]).toMatchObject({ benefitKey: benefit.benefitKey });

    const service = randomUUID();
    const item = { namespace: NS, category: '', providerAppId: AppId.bookings, itemSetId };
    const added = await c.asOwner('POST', `${BP}/bulk/items/create`, {
      items: [
        { ...item, externalId: service },
        { ...item, externalId: randomUUID(), itemSetId: randomUUID() },
      ],
      returnEntity: true,
    });
    expect(added.statusCode, added.body).toBe(200);
    const bulk = BulkCreateBenefitItemsResponse.parse(added.json());
    expect(bulk.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });
    expect(bulk.results[0]?.item).toMatchObject({ externalId: service, itemSetId });
    expect(bulk.results[1]?.itemMetadata.error?.code).toBe('ITEM_SET_NOT_FOUND');

    const itemIdentifier = { externalId: service, providerAppId: AppId.bookings };
    const listed = await c.asVisitor('POST', LIST, { itemIdentifier, count: 5 });
    const [found] = ListPlansByItemIdentifierResponse.parse(listed.json()).planBenefits;
    expect(found?.planInfo.plan.id).toBe(plan.id);
    expect(found?.benefitInfo).toMatchObject({
      itemSetId,
      poolDefinitionId: poolDefinition.id,
      price: '1',
      creditConfiguration: { amount: '5' },
    });
    const six = await c.asVisitor('POST', LIST, { itemIdentifier, count: 6 });
    expect(ListPlansByItemIdentifierResponse.parse(six.json()).planBenefits).toEqual([]);
  });

  it('is the owner’s: a visitor is refused before validation', async () => {
    const res = await c.asVisitor('POST', `${BP}/pool-definitions`, {});
    expect(res.statusCode, res.body).toBe(403);
  });

  it('refuses an unknown plan, a priced benefit without credits and a second program', async () => {
    expectAppError(
      await c.asOwner('GET', programOf(randomUUID())),
      404,
      'PROGRAM_DEFINITION_NOT_FOUND',
    );
    const plan = await ownersPlan();
    expectAppError(
      await c.asOwner('GET', programOf(plan.id, 'gym_rewards')),
      404,
      'PROGRAM_DEFINITION_NOT_FOUND',
    );
    expectValidationError(
      await c.asOwner(
        'POST',
        `${BP}/pool-definitions`,
        pool(plan.id, { benefits: [bookingsBenefit('2')] }),
      ),
      ['poolDefinition.details.benefits.0.price:VALIDATION'],
    );
    const two = pool(plan.id, { benefits: [bookingsBenefit('0')] });
    two.poolDefinition.programDefinitionIds.push(randomUUID());
    expectValidationError(await c.asOwner('POST', `${BP}/pool-definitions`, two), [
      'poolDefinition.programDefinitionIds:MAX_SIZE',
    ]);
    expectValidationError(
      await c.asOwner('POST', `${BP}/bulk/items/create`, { items: [{ namespace: NS }] }),
      [
        'items.0.externalId:REQUIRED_FIELD',
        'items.0.itemSetId:REQUIRED_FIELD',
        'items.0.providerAppId:REQUIRED_FIELD',
      ],
    );
  });
});

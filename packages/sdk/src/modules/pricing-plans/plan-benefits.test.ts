import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../core/errors';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import { sendJson, startServer } from '../../../test/http-server';
import { planBenefits } from './plan-benefits';

const PATH = '/pricing-plan-benefits/v3/plan-benefits/list-plans-by-item-identifier';
const iso = '2026-01-01T00:00:00.000Z';
const BOOKINGS = '13d21c63-b5ec-5912-8397-c3a5ddb27a97';
const SERVICE = '1f0c6a4e-3b7d-4c55-9f1e-8d2a6b4c0e11';
const plan = {
  id: 'p1',
  revision: '1',
  createdDate: iso,
  updatedDate: iso,
  name: '10-Class Pass',
  slug: '10-class-pass',
  maxPurchasesPerBuyer: 0,
  pricingVariants: [],
  perks: [],
  visibility: 'PUBLIC',
  buyable: true,
  buyerCanCancel: false,
  currency: 'USD',
};
const benefitInfo = {
  externalId: SERVICE,
  category: '',
  providerAppId: BOOKINGS,
  poolDefinitionId: 'pool',
  itemSetId: 'set',
  price: '1',
  creditConfiguration: { amount: '10' },
  benefitKey: 'key',
};

describe('planBenefits', () => {
  it('posts the item, the target date as ISO and the count; plan dates come back as Date', async () => {
    const server = await fakePlatform({
      [`POST ${PATH}`]: { planBenefits: [{ planInfo: { plan }, benefitInfo }] },
    });
    const client = clientOf(server, { planBenefits });
    const item = { externalId: SERVICE, providerAppId: BOOKINGS };
    const { planBenefits: found } = await client.planBenefits.listPlansByItemIdentifier(item, {
      targetDate: new Date(iso),
      count: 2,
    });
    expect(found[0]?.planInfo.plan.createdDate).toEqual(new Date(iso));
    expect(found[0]?.benefitInfo).toEqual(benefitInfo);
    expect(apiCalls(server)[0]?.body).toEqual({ itemIdentifier: item, targetDate: iso, count: 2 });
  });

  it('reads an empty answer as no plans', async () => {
    const server = await fakePlatform({ [`POST ${PATH}`]: {} });
    const client = clientOf(server, { planBenefits });
    const answer = await client.planBenefits.listPlansByItemIdentifier({ externalId: SERVICE });
    expect(answer).toEqual({ planBenefits: [] });
  });

  it('maps a refused request to a ValidationError with the field paths', async () => {
    const server = await startServer((req, res) => {
      if (req.url === '/oauth2/token') {
        return sendJson(res, 200, { access_token: 'v', refresh_token: 'r', expires_in: 14400 });
      }
      sendJson(res, 400, {
        message: 'count must be at least 1',
        details: {
          validationError: {
            fieldViolations: [
              { field: 'count', description: 'must be at least 1', violatedRule: 'MIN' },
            ],
          },
        },
      });
    });
    const client = clientOf(server, { planBenefits });
    const error = await client.planBenefits
      .listPlansByItemIdentifier({ externalId: SERVICE }, { count: 0 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      status: 400,
      fieldViolations: [expect.objectContaining({ field: 'count', violatedRule: 'MIN' })],
    });
  });
});

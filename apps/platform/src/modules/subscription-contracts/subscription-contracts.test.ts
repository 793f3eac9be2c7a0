import { SubscriptionContractResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { encodeR } from '../../http/complex-get';
import { ecomSubscriptionContracts } from '../../db/schema/subscription-contracts';
import { expectLifeRecorded, useCallers } from '../../owned/test-kit';

const FQDN = 'wix.ecom.subscription_contracts.v1.subscription_contract';
const BASE = '/ecom/subscription-contracts/v1/subscription-contracts';
/** The path this platform served before the documented one; still answered. */
const OLD_BASE = '/ecom/v1/subscription-contracts';
const t = useTestApp();
const { asOwner: call, asVisitor } = useCallers(t);
const line = (price: string, quantity = 3) => ({
  catalogReference: { appId: 'local-subscriptions', catalogItemId: 'coffee-club' },
  productName: 'Coffee club',
  quantity,
  price,
});
const contract = (price = '0.10', currency = 'USD') => ({
  subscriptionContract: {
    buyerInfo: { email: 'ada@example.com' },
    currency,
    lineItems: [line(price)],
    subscriptionSettings: { frequency: 'MONTH', interval: 1, billingCycles: 12 },
  },
});

describe('subscription contracts', () => {
  it('creates, updates and deletes a contract, each recorded with the contract and the owner', async () => {
    const res = await call('POST', BASE, contract('0.10'));
    expect(res.statusCode, res.body).toBe(200);
    const created = SubscriptionContractResponse.parse(res.json()).subscriptionContract;
    // 3 × 0.10 is exactly 0.3: money is counted in minor units, never floats.
    expect(created).toMatchObject({
      revision: '1',
      lineItems: [{ price: { amount: '0.1' }, lineItemPrice: { amount: '0.3' } }],
      priceSummary: { total: { amount: '0.3' } },
    });
    const patched = await call('PATCH', `${BASE}/${created.id}`, {
      subscriptionContract: { revision: '1', lineItems: [line('19.99', 2)] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const updated = SubscriptionContractResponse.parse(patched.json()).subscriptionContract;
    expect(updated).toMatchObject({ revision: '2', priceSummary: { total: { amount: '39.98' } } });
    const stale = await call('PATCH', `${BASE}/${created.id}`, {
      subscriptionContract: { revision: '1', description: 'late' },
    });
    expect([stale.statusCode, stale.json().details.applicationError.code]).toEqual([
      409,
      'REVISION_MISMATCH',
    ]);
    expect((await call('DELETE', `${BASE}/${created.id}`)).statusCode).toBe(200);
    expect((await call('GET', `${BASE}/${created.id}`)).statusCode).toBe(404);

    await expectLifeRecorded(t.db, FQDN, [created, updated]);
  });

  it('refuses bad input with the validation envelope and records nothing; visitors get 403', async () => {
    const cases: [object, string][] = [
      [contract('1.005'), 'subscriptionContract.lineItems.0.price'],
      [contract('10', 'usd'), 'subscriptionContract.currency'],
      [
        { subscriptionContract: { ...contract().subscriptionContract, lineItems: [] } },
        'subscriptionContract.lineItems',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await call('POST', BASE, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details.validationError.fieldViolations[0].field).toBe(field);
    }
    const visitor = await asVisitor('POST', BASE, contract());
    expect(visitor.statusCode).toBe(403);
    const unknown = await call('PATCH', `${BASE}/not-a-uuid`, {
      subscriptionContract: { revision: '1' },
    });
    expect(unknown.json().details.applicationError.code).toBe('SUBSCRIPTION_CONTRACT_NOT_FOUND');
    expect(await t.db.select().from(ecomSubscriptionContracts)).toEqual([]);
  });

  it('answers on the documented path (getSubscriptionContract’s) and on the old one', async () => {
    const res = await call('POST', OLD_BASE, contract('5'));
    expect(res.statusCode, res.body).toBe(200);
    const created = SubscriptionContractResponse.parse(res.json()).subscriptionContract;
    const read = await call('GET', `${BASE}/${created.id}`);
    expect([read.statusCode, read.json().subscriptionContract]).toEqual([200, created]);
    expect((await asVisitor('GET', `${BASE}/${created.id}`)).statusCode).toBe(403);
    expect((await call('DELETE', `${OLD_BASE}/${created.id}`)).statusCode).toBe(200);
  });

  it('queries the contracts on the SDK’s GET …/query (a literal, not a contract id), a page at a time', async () => {
    const first = (await call('POST', BASE, contract('1'))).json().subscriptionContract;
    const second = (await call('POST', BASE, contract('2'))).json().subscriptionContract;
    const r = encodeR({ query: { cursorPaging: { limit: 1 } } });
    const page = await call('GET', `${BASE}/query?.r=${r}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().subscriptionContracts.map((c: { id: string }) => c.id)).toEqual([second.id]);
    expect(page.json().pagingMetadata).toMatchObject({ count: 1, hasNext: true });
    const next = await call('POST', `${BASE}/query`, {
      query: { cursorPaging: { cursor: page.json().pagingMetadata.cursors.next } },
    });
    expect(next.json().subscriptionContracts[0].id).toBe(first.id);
    const byEmail = await call(
      'GET',
      `${OLD_BASE}/query?query.filter.buyerInfo.email=nobody@example.com`,
    );
    expect([byEmail.statusCode, byEmail.json().subscriptionContracts]).toEqual([200, []]);
    const bad = await call('POST', `${BASE}/query`, { query: { filter: { price: 1 } } });
    expect(bad.json().details.validationError.fieldViolations[0].field).toMatch(/^query\.filter/);
    expect((await asVisitor('GET', `${BASE}/query`)).statusCode).toBe(403);
  });
});

import { AppId, DEMO_SITE_ID, DiscountRuleResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { outboxOf, ownerIdentity } from '../../../test/outbox-events';
import { useCallers } from '../../owned/test-kit';
import { loadSiteRules } from '../ecom/pricing/rules-store';

const FQDN = 'wix.ecom.discounts.v1.discount_rule';
const t = useTestApp();
const { asOwner: call, asVisitor, asOtherSiteOwner } = useCallers(t);

const rule = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mugs 15% off',
  active: true,
  discounts: {
    values: [
      {
        targetType: 'SPECIFIC_ITEMS',
        specificItemsInfo: {
          scopes: [{ type: 'CATALOG_ITEM', catalogItem: { catalogAppId: AppId.storesCatalog } }],
        },
        discountType: 'FIXED_AMOUNT',
        fixedAmount: '2.50',
      },
    ],
  },
  ...overrides,
});

async function created(overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/ecom/v1/discount-rules', { discountRule: rule(overrides) });
  expect(res.statusCode, res.body).toBe(200);
  return DiscountRuleResponse.parse(res.json()).discountRule;
}

describe('discount rules', () => {
  it('creates a rule and records discount_rule_created with the rule and the owner', async () => {
    const r = await created();
    expect(r).toMatchObject({ name: 'Mugs 15% off', revision: '1', status: 'LIVE', active: true });
    expect(r.discounts.values[0]).toMatchObject({ fixedAmount: '2.5' });
    expect(await outboxOf(t.db, FQDN, r.id)).toEqual([
      expect.objectContaining({
        eventType: `${FQDN}_created`,
        aggregateType: FQDN,
        aggregateId: r.id,
        payload: r,
        identity: ownerIdentity,
      }),
    ]);
  });

  it('updates with the current revision, records updated, and an inactive rule prices nothing', async () => {
    const r = await created({ name: 'Spring' });
    const res = await call('PATCH', `/ecom/v1/discount-rules/${r.id}`, {
      discountRule: { revision: '1', active: false, name: 'Spring (paused)' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = DiscountRuleResponse.parse(res.json()).discountRule;
    expect(updated).toMatchObject({ revision: '2', active: false, name: 'Spring (paused)' });
    const events = await outboxOf(t.db, FQDN, r.id);
    expect(events.map((e) => e.eventType)).toEqual([`${FQDN}_created`, `${FQDN}_updated`]);
    expect(events[1]).toMatchObject({ payload: updated, identity: ownerIdentity });
    const live = await loadSiteRules(t.db, DEMO_SITE_ID);
    expect(live.discountRules.map((x) => x.id)).not.toContain(r.id);

    const stale = await call('PATCH', `/ecom/v1/discount-rules/${r.id}`, {
      discountRule: { revision: '1', name: 'Late' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.applicationError.code).toBe('REVISION_MISMATCH');
    expect(await outboxOf(t.db, FQDN, r.id)).toHaveLength(2);
  });

  it('deletes a rule and records deleted with the rule as it was', async () => {
    const r = await created({ name: 'Gone soon' });
    const res = await call('DELETE', `/ecom/v1/discount-rules/${r.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const events = await outboxOf(t.db, FQDN, r.id);
    expect(events[1]).toMatchObject({
      eventType: `${FQDN}_deleted`,
      payload: { id: r.id, name: 'Gone soon' },
      identity: ownerIdentity,
    });
    expect((await call('GET', `/ecom/v1/discount-rules/${r.id}`)).statusCode).toBe(404);
  });

  it('answers bad input with the validation envelope and records nothing', async () => {
    const noAmount = rule();
    delete (noAmount.discounts.values[0] as Record<string, unknown>).fixedAmount;
    const res = await call('POST', '/ecom/v1/discount-rules', { discountRule: noAmount });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.validationError.fieldViolations).toEqual([
      expect.objectContaining({ field: 'discountRule.discounts.values.0.fixedAmount' }),
    ]);
    const float = rule({ name: 'Float' });
    (float.discounts.values[0] as Record<string, unknown>).fixedAmount = 2.5;
    expect(
      (await call('POST', '/ecom/v1/discount-rules', { discountRule: float })).statusCode,
    ).toBe(400);
    const tiny = rule({ name: 'Tiny' });
    Object.assign(tiny.discounts.values[0]!, { discountType: 'PERCENTAGE', percentage: 1e-7 });
    const tinyRes = await call('POST', '/ecom/v1/discount-rules', { discountRule: tiny });
    expect(tinyRes.statusCode).toBe(400);
    expect(tinyRes.json().details.validationError.fieldViolations[0].field).toBe(
      'discountRule.discounts.values.0.percentage',
    );
    const taken = await call('POST', '/ecom/v1/discount-rules', { discountRule: rule() });
    expect(taken.statusCode).toBe(409);
  });

  it('is scoped to the site: another site’s owner cannot read, change or delete a rule', async () => {
    const r = await created({ name: 'Demo only' });
    const other = await asOtherSiteOwner();
    const as = (method: 'GET' | 'PATCH' | 'DELETE', payload?: object) =>
      other(method, `/ecom/v1/discount-rules/${r.id}`, payload);
    expect((await as('GET')).statusCode).toBe(404);
    expect((await as('PATCH', { discountRule: { revision: '1', name: 'Mine' } })).statusCode).toBe(
      404,
    );
    expect((await as('DELETE')).statusCode).toBe(404);
    expect(await outboxOf(t.db, FQDN, r.id)).toHaveLength(1);
  });

  it('is the owner’s: a visitor gets 403', async () => {
    const res = await asVisitor('POST', '/ecom/v1/discount-rules', {
      discountRule: rule({ name: 'Sneaky' }),
    });
    expect(res.statusCode).toBe(403);
  });
});

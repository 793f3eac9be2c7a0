import { randomUUID } from 'node:crypto';
import { AppId, ListPlansByItemIdentifierResponse, PlanResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectValidationError, useTestApp } from '../../../test/harness';
import { newPlan, planId, usePlansClient } from '../pricing-plans/test-kit';
import { bookingsItem, coverWith, LIST, serviceId } from './test-kit';

const t = useTestApp();
const c = usePlansClient(t);

const DAY = 86_400_000;
const listed = (res: { json: () => unknown }) =>
  ListPlansByItemIdentifierResponse.parse(res.json()).planBenefits;
const slugsOf = (res: { json: () => unknown }) => listed(res).map((b) => b.planInfo.plan.slug);

/** A plan the owner makes for one test (v2's create: the same plans as V3's). */
async function ownersPlan(overrides: Record<string, unknown> = {}) {
  const res = await c.asOwner('POST', '/pricing-plans/v2/plans', { plan: newPlan(overrides) });
  expect(res.statusCode, res.body).toBe(200);
  return PlanResponse.parse(res.json()).plan;
}

describe('POST /pricing-plan-benefits/v3/plan-benefits/list-plans-by-item-identifier', () => {
  it('lists the seeded plans that cover a class, each with its benefit, in display order', async () => {
    const res = await c.asVisitor('POST', LIST, { itemIdentifier: bookingsItem('morning-yoga') });
    expect(res.statusCode, res.body).toBe(200);
    expect(slugsOf(res)).toEqual(['monthly-membership', 'yearly-membership', '10-class-pass']);
    const [monthly, , pass] = listed(res);
    expect(monthly?.planInfo.plan).toMatchObject({
      id: planId('monthly-membership'),
      visibility: 'PUBLIC',
      buyable: true,
      pricingVariants: [{ pricingStrategies: [{ flatRate: { amount: '49' } }] }],
    });
    expect(monthly?.benefitInfo).toMatchObject({
      externalId: serviceId('morning-yoga'),
      category: '',
      providerAppId: AppId.bookings,
      price: '0',
      displayName: 'Unlimited classes',
    });
    expect(monthly?.benefitInfo.creditConfiguration).toBeUndefined();
    expect(pass?.benefitInfo).toMatchObject({
      price: '1',
      creditConfiguration: { amount: '10', unitDisplayName: 'classes' },
    });
    expect(pass?.benefitInfo.itemSetId).toEqual(expect.any(String));
    expect(pass?.benefitInfo.poolDefinitionId).toEqual(expect.any(String));
  });

  it('matches all three fields exactly; an omitted one is the empty value, not any', async () => {
    const yoga = bookingsItem('morning-yoga');
    const withCategory = await c.asVisitor('POST', LIST, {
      itemIdentifier: { ...yoga, category: 'classes' },
    });
    expect(listed(withCategory)).toEqual([]);
    const emptyCategory = await c.asVisitor('POST', LIST, {
      itemIdentifier: { ...yoga, category: '' },
    });
    expect(listed(emptyCategory)).toHaveLength(3);
    const otherApp = await c.asVisitor('POST', LIST, {
      itemIdentifier: { ...yoga, providerAppId: AppId.events },
    });
    expect(listed(otherApp)).toEqual([]);
    const noApp = await c.asVisitor('POST', LIST, {
      itemIdentifier: { externalId: yoga.externalId },
    });
    expect(listed(noApp)).toEqual([]);
    const noId = await c.asVisitor('POST', LIST, {
      itemIdentifier: { providerAppId: AppId.bookings },
    });
    expect(listed(noId)).toEqual([]);
    const appointment = await c.asVisitor('POST', LIST, {
      itemIdentifier: bookingsItem('personal-training'),
    });
    expect(listed(appointment)).toEqual([]);
  });

  it('drops a benefit whose credits cannot pay for `count` items', async () => {
    const item = bookingsItem('pilates-mat');
    const ten = await c.asMember('POST', LIST, { itemIdentifier: item, count: 10 });
    expect(slugsOf(ten)).toContain('10-class-pass');
    const eleven = await c.asMember('POST', LIST, { itemIdentifier: item, count: 11 });
    expect(slugsOf(eleven)).toEqual(['monthly-membership', 'yearly-membership']);
  });

  it('drops plans that cannot be in force at the target date', async () => {
    const item = bookingsItem('morning-yoga');
    const at = (ms: number) => new Date(t.app.clock.now().getTime() + ms).toISOString();
    const past = await c.asVisitor('POST', LIST, { itemIdentifier: item, targetDate: at(-DAY) });
    expect(listed(past)).toEqual([]);
    // The pass lasts three months from purchase; the memberships run until cancelled.
    const later = await c.asVisitor('POST', LIST, {
      itemIdentifier: item,
      targetDate: at(120 * DAY),
    });
    expect(slugsOf(later)).toEqual(['monthly-membership', 'yearly-membership']);
    const custom = await ownersPlan({
      allowFutureStartDate: true,
      pricing: {
        singlePaymentForDuration: { count: 1, unit: 'WEEK' },
        price: { value: '5', currency: 'USD' },
      },
    });
    const session = { externalId: randomUUID() };
    await coverWith(t.db, custom.id, [session]);
    const chosen = await c.asVisitor('POST', LIST, {
      itemIdentifier: { ...session, providerAppId: AppId.bookings },
      targetDate: at(60 * DAY),
    });
    expect(slugsOf(chosen)).toEqual([custom.slug]);
  });

  it('lists only public plans still sold, and a plan once per benefit that covers the item', async () => {
    const session = { externalId: randomUUID() };
    const item = { ...session, providerAppId: AppId.bookings };
    const hidden = await ownersPlan({ public: false });
    const archived = await ownersPlan();
    const twice = await ownersPlan();
    for (const plan of [hidden, archived, twice]) await coverWith(t.db, plan.id, [session]);
    await coverWith(t.db, twice.id, [session], { credits: '5', price: '2' });
    const archive = await c.asOwner('POST', `/pricing-plans/v2/plans/${archived.id}/archive`, {});
    expect(archive.statusCode, archive.body).toBe(200);
    const res = await c.asVisitor('POST', LIST, { itemIdentifier: item });
    expect(slugsOf(res)).toEqual([twice.slug, twice.slug]);
    expect(listed(res).map((b) => b.benefitInfo.price)).toEqual(['0', '2']);
    const three = await c.asVisitor('POST', LIST, { itemIdentifier: item, count: 3 });
    expect(listed(three).map((b) => b.benefitInfo.price)).toEqual(['0']);
  });

  it('drops a plan the member may buy no more; a visitor still sees it (no per-member limits)', async () => {
    const session = { externalId: randomUUID() };
    const item = { ...session, providerAppId: AppId.bookings };
    await coverWith(t.db, planId('community'), [session]);
    const before = await c.asMember('POST', LIST, { itemIdentifier: item });
    expect(slugsOf(before)).toEqual(['community']);
    const order = await c.asMember('POST', '/pricing-plans/v2/checkout/orders/online', {
      planId: planId('community'),
    });
    expect(order.statusCode, order.body).toBe(200);
    expect(listed(await c.asMember('POST', LIST, { itemIdentifier: item }))).toEqual([]);
    expect(slugsOf(await c.asVisitor('POST', LIST, { itemIdentifier: item }))).toEqual([
      'community',
    ]);
  });

  it('answers on the custom host path the SDK sends, the same', async () => {
    const res = await c.asVisitor('POST', `/_api${LIST}`, {
      itemIdentifier: bookingsItem('morning-yoga'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(listed(res)).toHaveLength(3);
  });

  it('refuses client mistakes with 400 and the field paths', async () => {
    const item = bookingsItem('morning-yoga');
    expectValidationError(await c.asVisitor('POST', LIST, {}), ['itemIdentifier:REQUIRED_FIELD']);
    expectValidationError(
      await c.asVisitor('POST', LIST, {
        itemIdentifier: { externalId: 'yoga', category: 7, providerAppId: AppId.bookings },
      }),
      ['itemIdentifier.category:VALIDATION', 'itemIdentifier.externalId:FORMAT'],
    );
    expectValidationError(
      await c.asVisitor('POST', LIST, { itemIdentifier: { ...item, category: 'x'.repeat(21) } }),
      ['itemIdentifier.category:MAX_LENGTH'],
    );
    expectValidationError(await c.asVisitor('POST', LIST, { itemIdentifier: item, count: 0 }), [
      'count:MIN',
    ]);
    expectValidationError(await c.asVisitor('POST', LIST, { itemIdentifier: item, count: 1.5 }), [
      'count:VALIDATION',
    ]);
    expectValidationError(
      await c.asVisitor('POST', LIST, { itemIdentifier: item, targetDate: 'tomorrow' }),
      ['targetDate:FORMAT'],
    );
  });
});

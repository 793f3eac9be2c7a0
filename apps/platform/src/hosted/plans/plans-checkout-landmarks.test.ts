// Beside plans-checkout.test.ts so the plans checkout's own tests stay as they are: where apps'
// tests on the real platform look on this page, the container and the "Order summary" heading.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { checkoutPath, setPremium } from '../../modules/plan-orders/test-kit';
import { memberToken, planId } from '../../modules/pricing-plans/test-kit';
import { headingsOf, siteContainerOf } from '../landmarks-test-kit';

const t = useTestApp();
beforeAll(async () => {
  await setPremium(t.db, true);
});

describe('the hosted plans checkout, as apps read it', () => {
  it('shows the plan under "Order summary" inside #SITE_CONTAINER, free or paid', async () => {
    for (const [slug, name] of [
      ['monthly-membership', 'Monthly Membership'],
      ['community', 'Community'],
    ]) {
      const path = await checkoutPath(t.app, await memberToken(t.db), planId(slug!));
      const res = await t.app.inject({ method: 'GET', url: path });
      const inside = siteContainerOf(res.body) ?? '';
      expect(headingsOf(inside), slug).toContain('h2 Order summary');
      expect(inside, slug).toContain(`<h1>${name}</h1>`);
    }
  });

  it('shows "Checkout not found" inside the container too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/hosted/plans-checkout/nope' });
    expect(res.statusCode).toBe(404);
    expect(headingsOf(siteContainerOf(res.body) ?? '')).toEqual(['h1 Checkout not found']);
  });
});

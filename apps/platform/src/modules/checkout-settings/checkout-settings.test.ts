import { CheckoutSettingsResponse, DEMO_SITE_ID } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { outboxOf, ownerIdentity } from '../../../test/outbox-events';
import { useCallers } from '../../owned/test-kit';

const PATH = '/ecom/v1/checkout-settings';
const FQDN = 'wix.ecom.v1.checkout_settings';
const t = useTestApp();
const { asOwner, asVisitor } = useCallers(t);

const patch = (payload: object, as = asOwner) => as('PATCH', PATH, payload);

describe('checkout settings', () => {
  it('updates the policies and records checkout_settings_updated with the settings', async () => {
    const before = await asVisitor('GET', PATH);
    expect(before.json()).toEqual({ checkoutSettings: { checkoutPolicies: {} } });
    const terms = { title: 'Terms', message: 'Be nice.', enabled: true };
    const first = await patch({
      checkoutSettings: { checkoutPolicies: { termsAndConditions: terms } },
    });
    expect(first.statusCode, first.body).toBe(200);
    const returns = { title: 'Returns', message: '30 days.', enabled: true };
    const second = await patch({
      checkoutSettings: { checkoutPolicies: { returnPolicy: returns } },
    });
    const settings = CheckoutSettingsResponse.parse(second.json()).checkoutSettings;
    expect(settings.checkoutPolicies).toEqual({ termsAndConditions: terms, returnPolicy: returns });
    const read = await asVisitor('GET', PATH);
    expect(read.json().checkoutSettings).toEqual(settings);

    const events = await outboxOf(t.db, FQDN, DEMO_SITE_ID);
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({
      eventType: `${FQDN}_updated`,
      aggregateId: DEMO_SITE_ID,
      payload: settings,
      identity: ownerIdentity,
    });
  });

  it('is the owner’s to change; bad input gets the validation envelope', async () => {
    expect(
      (await patch({ checkoutSettings: { checkoutPolicies: {} } }, asVisitor)).statusCode,
    ).toBe(403);
    const bad = await patch({
      checkoutSettings: { checkoutPolicies: { privacyPolicy: { enabled: 'yes' } } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.validationError.fieldViolations[0].field).toBe(
      'checkoutSettings.checkoutPolicies.privacyPolicy.enabled',
    );
  });
});

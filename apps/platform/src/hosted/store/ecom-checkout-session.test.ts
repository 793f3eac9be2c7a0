import { describe, expect, it } from 'vitest';
import { visitorToken } from '../../../test/build-app';
import { expectAppError } from '../../../test/harness';
import {
  addToCart,
  CALLBACKS,
  checkoutId,
  redirectSession,
  setPremium,
} from '../../modules/checkout/test-helpers';
import { useEcomCheckout } from './ecom-checkout-test-kit';

const { t, MUG } = useEcomCheckout();

describe('the ecomCheckout redirect session', () => {
  it('is refused on a site that is not premium, then served once premium', async () => {
    const token = await visitorToken(t.app);
    await addToCart(t.app, token, MUG);
    const id = await checkoutId(t.app, token);
    const refused = await redirectSession(t.app, token, id);
    expectAppError(refused, 403, 'PREMIUM_REQUIRED');
    await setPremium(t.db, true);
    const res = await redirectSession(t.app, token, id);
    expect(res.statusCode, res.body).toBe(200);
    const { redirectSession: session } = res.json();
    expect(session.fullUrl).toBe(`http://localhost:80/hosted/ecom-checkout/${session.id}`);
    expect(session.urlDetails.endpoint).toBe(session.fullUrl);
    const asBooking = await t.app.inject({
      method: 'GET',
      url: `/hosted/bookings-checkout/${session.id}`,
    });
    expect(asBooking.statusCode).toBe(404);
  });

  it('needs a checkout id of the caller, and http callbacks', async () => {
    await setPremium(t.db, true);
    const token = await visitorToken(t.app);
    await addToCart(t.app, token, MUG);
    const id = await checkoutId(t.app, token);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/redirect-session/v1/redirect-session',
      headers: { authorization: token },
      payload: { ecomCheckout: {} },
    });
    expect(missing.json().details.validationError.fieldViolations[0].field).toBe(
      'ecomCheckout.checkoutId',
    );
    const other = await redirectSession(t.app, await visitorToken(t.app), id);
    expectAppError(other, 404, 'CHECKOUT_NOT_FOUND');
    const badCallback = await redirectSession(t.app, token, id, {
      ...CALLBACKS,
      postFlowUrl: 'javascript:alert(1)',
    });
    expect(badCallback.statusCode).toBe(400);
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/harness';
import { ownerHeaders } from '../../../../test/owner';

const t = useTestApp();

describe('cartV2.handleAsyncCheckoutCompletion', () => {
  it('is not served (its token only the real cashier signs), and is no cart id', async () => {
    const headers = await ownerHeaders(t.db);
    for (const base of ['/ecom/v2/carts', '/_api/cart-v2/v2/carts']) {
      const url = `${base}/handle-async-checkout-completion`;
      const res = await t.app.inject({ method: 'GET', url: `${url}?token=abc`, headers });
      expect([res.statusCode, res.json().message]).toEqual([404, `No route GET ${url}`]);
    }
  });
});

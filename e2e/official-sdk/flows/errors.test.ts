// The error shapes the official SDK builds from the local platform's envelopes: a validation
// error, an unknown id, an application error.
import { describe, expect, it } from 'vitest';
import { visitorClient } from '../kit/clients';

describe('errors', () => {
  it('a validation error carries the field', async () => {
    const client = visitorClient();
    const error = await client.currentCart
      .updateCurrentCartLineItemQuantity([{ _id: 'x', quantity: 0 }])
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      details: { validationError: { fieldViolations: [expect.objectContaining({})] } },
    });
  });

  it('an unknown id is a 404 application error with its code and the request id', async () => {
    const client = visitorClient();
    const error = await client.products
      .getProduct('00000000-0000-4000-8000-000000000000')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      details: { applicationError: { code: expect.any(String) } },
      requestId: expect.any(String),
    });
  });

  it('an application error carries its code', async () => {
    const client = visitorClient();
    const error = await client.currentCart.getCurrentCart().catch((e: unknown) => e);
    expect(error).toMatchObject({
      details: { applicationError: { code: 'OWNED_CART_NOT_FOUND' } },
    });
  });
});

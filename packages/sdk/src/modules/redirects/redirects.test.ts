import { afterEach, describe, expect, it } from 'vitest';
import { apiCalls, clientOf, fakePlatform } from '../../../test/fake-platform';
import type { TestServer } from '../../../test/http-server';
import { redirects } from './redirects';

let server: TestServer | undefined;
afterEach(() => server?.close());

describe('redirects', () => {
  it('creates a redirect session on the documented path', async () => {
    const redirectSession = { id: 'r1', fullUrl: 'http://localhost:4000/hosted/checkout?s=r1' };
    server = await fakePlatform({
      'POST /redirect-session/v1/redirect-session': { redirectSession },
    });
    const client = clientOf(server, { redirects });
    const options = {
      ecomCheckout: { checkoutId: 'ch1' },
      callbacks: { postFlowUrl: 'http://localhost:3000/cart' },
    };
    await expect(client.redirects.createRedirectSession(options)).resolves.toEqual({
      redirectSession,
    });
    expect(apiCalls(server)).toEqual([
      { method: 'POST', url: '/redirect-session/v1/redirect-session', body: options },
    ]);
  });
});

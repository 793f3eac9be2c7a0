import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';

const t = useTestApp();

describe('CORS preflight', () => {
  it('allows the API key headers from any origin', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/stores-reader/v1/products/query-platformized',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,wix-site-id,wix-account-id',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const allowed = String(res.headers['access-control-allow-headers'])
      .split(',')
      .map((name) => name.trim().toLowerCase());
    expect(allowed).toEqual(
      expect.arrayContaining(['authorization', 'wix-site-id', 'wix-account-id']),
    );
  });
});

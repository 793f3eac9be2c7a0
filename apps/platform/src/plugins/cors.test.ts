import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';

const t = useTestApp();

/** A browser's preflight from the demo storefront for a POST carrying `requestHeaders`. */
const preflight = (url: string, requestHeaders: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin: 'http://localhost:3000',
      'access-control-request-method': 'POST',
      'access-control-request-headers': requestHeaders,
    },
  });

/** The header names a CORS answer allows, lower case. */
const allowedHeaders = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['access-control-allow-headers'])
    .split(',')
    .map((name) => name.trim().toLowerCase());

describe('CORS preflight', () => {
  it.each([
    // An API key travels with its site (or account) id.
    [
      '/stores-reader/v1/products/query-platformized',
      'authorization,wix-site-id,wix-account-id',
      ['authorization', 'wix-site-id', 'wix-account-id'],
    ],
    [
      '/bookings/v2/services/query',
      'authorization,content-type,x-wix-bi-gateway',
      ['authorization', 'content-type', 'x-wix-bi-gateway', 'x-wix-consistent'],
    ],
  ])('allows %s from any origin with the headers asked (%s)', async (url, asked, allowed) => {
    const res = await preflight(url, asked);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(allowedHeaders(res)).toEqual(expect.arrayContaining(allowed));
    expect(res.headers['x-wix-request-id']).toBeTruthy();
  });

  it('exposes the request id header to browsers on normal responses', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(String(res.headers['access-control-expose-headers']).toLowerCase()).toContain(
      'x-wix-request-id',
    );
  });

  it("exposes a retired API's Deprecation, Sunset and Link headers to browsers", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/pricing-plans/v2/plans/public',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(res.headers.deprecation).toBeTruthy();
    const exposed = String(res.headers['access-control-expose-headers'])
      .toLowerCase()
      .split(/,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(['deprecation', 'sunset', 'link']));
  });
});

import type { Tokens } from '@headless/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { sendJson, startServer, type RecordedRequest, type TestServer } from '../test/http-server';
import { createClient } from './client';
import { ValidationError } from './core/errors';
import { base64UrlDecode } from './core/base64url';
import { services } from './modules/bookings';
import { products } from './modules/stores';

let server: TestServer | undefined;

const isoDate = '2024-05-01T10:00:00.000Z';
const wireService = (id: string) => ({ id, name: `Service ${id}`, createdDate: isoDate });

/** A few routes of the platform, enough to see the client compose auth, modules and paging. */
async function platform() {
  let issued = 0;
  server = await startServer((req: RecordedRequest, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/oauth2/token') {
      issued++;
      return sendJson(res, 200, {
        access_token: `OauthNG.JWS.t${issued}`,
        refresh_token: 'JWS.r',
        expires_in: 14400,
      });
    }
    if (url.pathname === '/bookings/v2/services/query') {
      const { query } = JSON.parse(req.body) as { query: { paging: { offset: number } } };
      const offset = query.paging.offset;
      const services = offset === 0 ? [wireService('a'), wireService('b')] : [wireService('c')];
      return sendJson(res, 200, {
        services,
        pagingMetadata: { count: services.length, offset, total: 3, tooManyToCount: false },
      });
    }
    if (url.pathname.startsWith('/bookings/v2/services/')) {
      if (url.searchParams.has('conditionalFields')) {
        const fieldViolations = [
          { field: 'conditionalFields', description: 'not allowed', violatedRule: 'VALIDATION' },
        ];
        return sendJson(res, 400, {
          message: 'bad',
          details: { validationError: { fieldViolations } },
        });
      }
      return sendJson(res, 200, { service: wireService(url.searchParams.get('serviceId') ?? '') });
    }
    if (url.pathname === '/stores-reader/v1/products/query-platformized') {
      return sendJson(res, 200, {
        products: [{ id: 'p1', lastUpdated: isoDate }],
        metadata: { count: 1, offset: 0, total: 1 },
      });
    }
    sendJson(res, 404, {
      message: 'no route',
      details: { applicationError: { code: 'NOT_FOUND', description: 'no route' } },
    });
  });
  return server;
}

const expired: Tokens = {
  accessToken: { value: 'OauthNG.JWS.expired', expiresAt: 1 },
  refreshToken: { value: 'JWS.r0', role: 'visitor' },
};

describe('createClient', () => {
  it('binds modules under their keys and pages a services query with the visitor token', async () => {
    const { url, requests } = await platform();
    const client = createClient({ clientId: 'c', apiBaseUrl: url, modules: { services } });

    const page = await client.services.queryServices().eq('type', 'CLASS').limit(2).find();
    expect(page.items.map((s) => s.id)).toEqual(['a', 'b']);
    expect(page.items[0]?.createdDate).toEqual(new Date(isoDate));
    expectTypeOf(page.items[0]!.createdDate).toEqualTypeOf<Date>();
    expect(page.hasNext()).toBe(true);
    const next = await page.next();
    expect(next.items.map((s) => s.id)).toEqual(['c']);

    const [token, first, second] = requests;
    expect(token?.url).toBe('/oauth2/token');
    expect(first?.headers.authorization).toBe('OauthNG.JWS.t1');
    expect(JSON.parse(first?.body ?? '')).toEqual({
      query: { filter: { type: 'CLASS' }, paging: { limit: 2, offset: 0 } },
    });
    expect(JSON.parse(second?.body ?? '')).toMatchObject({ query: { paging: { offset: 2 } } });
    expect(client.auth.getTokens().refreshToken.role).toBe('visitor');
  });

  it('gets one service by id, unwrapped, path parameter repeated in the query string', async () => {
    const { url, requests } = await platform();
    const client = createClient({ clientId: 'c', apiBaseUrl: url, modules: { services } });
    const service = await client.services.getService('S1');
    expect(service).toEqual({ id: 'S1', name: 'Service S1', createdDate: new Date(isoDate) });
    expect(requests.at(-1)?.url).toBe('/bookings/v2/services/S1?serviceId=S1');
  });

  it('maps validation field names to the method arguments', async () => {
    const { url } = await platform();
    const client = createClient({ clientId: 'c', apiBaseUrl: url, modules: { services } });
    const error = await client.services
      .getService('S1', { conditionalFields: ['STAFF_MEMBER_DETAILS'] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as Error).message).toBe(
      'INVALID_ARGUMENT: "options.conditionalFields" not allowed',
    );
  });

  it('queries stores v1 products over GET .r', async () => {
    const { url, requests } = await platform();
    const client = createClient({ clientId: 'c', apiBaseUrl: url, modules: { products } });
    const page = await client.products.queryProducts().eq('visible', true).find();
    expect(page.items[0]?.lastUpdated).toEqual(new Date(isoDate));
    expect(page.totalCount).toBe(1);
    const call = requests.at(-1);
    expect(call?.method).toBe('GET');
    const encoded = new URL(call?.url ?? '', 'http://x').searchParams.get('.r') ?? '';
    expect(JSON.parse(base64UrlDecode(encoded))).toEqual({
      query: { filter: { visible: true }, paging: { limit: 50, offset: 0 } },
    });
  });

  it('refreshes an expired token once for 10 concurrent calls and reports the new tokens', async () => {
    const { url, requests } = await platform();
    const changed: Tokens[] = [];
    const client = createClient({
      clientId: 'c',
      apiBaseUrl: url,
      tokens: expired,
      modules: { services },
      onTokensChanged: (t) => changed.push(t),
    });
    await Promise.all(Array.from({ length: 10 }, (_, i) => client.services.getService(`S${i}`)));
    const tokenCalls = requests.filter((r) => r.url === '/oauth2/token');
    expect(tokenCalls).toHaveLength(1);
    expect(JSON.parse(tokenCalls[0]?.body ?? '')).toEqual({
      clientId: 'c',
      grantType: 'refresh_token',
      refreshToken: 'JWS.r0',
    });
    const apiCalls = requests.filter((r) => r.url !== '/oauth2/token');
    expect(new Set(apiCalls.map((r) => r.headers.authorization))).toEqual(
      new Set(['OauthNG.JWS.t1']),
    );
    expect(changed).toHaveLength(1);
    expect(client.auth.getTokens().accessToken.value).toBe('OauthNG.JWS.t1');
  });
});

describe('client types', () => {
  it('types module methods, field names and transformed dates', () => {
    const client = createClient({ clientId: 'c', modules: { services, products } });
    expectTypeOf(client.auth.loggedIn).returns.toEqualTypeOf<boolean>();
    const query = client.services.queryServices();
    query.eq('category.id', 'c1').ascending('locations.business.name');
    // @ts-expect-error field names are the entity's wire paths
    query.eq('category._id', 'c1');
    // @ts-expect-error modules not passed to createClient are not on the client
    void client.currentCart;
    type Service = Awaited<ReturnType<typeof client.services.getService>>;
    expectTypeOf<NonNullable<Service['schedule']>['firstSessionStart']>().toEqualTypeOf<
      Date | undefined
    >();
    expectTypeOf<Service['supportedSlugs'][number]['createdDate']>().toEqualTypeOf<Date>();
    expectTypeOf<Service['name']>().toEqualTypeOf<string>();
  });
});

import { describe, expect, it } from 'vitest';
import { base64UrlDecode, base64UrlEncode } from './base64url';
import { MAX_QUERY_LENGTH, prepareRequest } from './request';

const BASE = 'http://localhost:4000';

describe('prepareRequest', () => {
  it('sends POST data as a JSON body, Dates as ISO strings', () => {
    const prepared = prepareRequest(BASE, {
      method: 'POST',
      path: '/bookings/v2/services/query',
      data: { query: { filter: { createdDate: { $gt: new Date('2024-01-01T00:00:00Z') } } } },
    });
    expect(prepared.method).toBe('POST');
    expect(prepared.url).toBe('http://localhost:4000/bookings/v2/services/query');
    expect(JSON.parse(prepared.body ?? '')).toEqual({
      query: { filter: { createdDate: { $gt: '2024-01-01T00:00:00.000Z' } } },
    });
    expect(prepared.idempotent).toBe(false);
  });

  it('puts GET data in the query string: dotted keys, repeated arrays, no nulls, path params repeated', () => {
    const prepared = prepareRequest(`${BASE}/`, {
      method: 'GET',
      path: '/bookings/v2/services/{serviceId}',
      pathParams: { serviceId: 'S 1' },
      data: {
        conditionalFields: ['STAFF_MEMBER_DETAILS', 'DISCOUNT_INFO_DETAILS'],
        paging: { limit: 10, offset: undefined },
        skip: null,
        when: new Date('2024-01-01T00:00:00Z'),
      },
    });
    const url = new URL(prepared.url);
    expect(url.pathname).toBe('/bookings/v2/services/S%201');
    expect([...url.searchParams]).toEqual([
      ['serviceId', 'S 1'],
      ['conditionalFields', 'STAFF_MEMBER_DETAILS'],
      ['conditionalFields', 'DISCOUNT_INFO_DETAILS'],
      ['paging.limit', '10'],
      ['when', '2024-01-01T00:00:00.000Z'],
    ]);
    expect(prepared.body).toBeUndefined();
    expect(prepared.idempotent).toBe(true);
  });

  it('encodes a complex GET as .r=<base64url JSON> without padding', () => {
    const data = { query: { filter: { name: 'Ünïcødé ✓' }, paging: { limit: 50, offset: 0 } } };
    const prepared = prepareRequest(BASE, {
      method: 'GET',
      path: '/stores-reader/v1/products/query-platformized',
      data,
      dotR: true,
    });
    expect(prepared.method).toBe('GET');
    const [path, query] = prepared.url.split('?.r=');
    expect(path).toBe(`${BASE}/stores-reader/v1/products/query-platformized`);
    expect(query).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(base64UrlDecode(query ?? ''))).toEqual(data);
  });

  it('falls back to POST with a JSON body when the .r query string passes 4000 characters', () => {
    const ids = Array.from({ length: 200 }, (_, i) => `product-id-${i}`);
    const data = { query: { filter: { id: { $in: ids } } } };
    const prepared = prepareRequest(BASE, { method: 'GET', path: '/p/query', data, dotR: true });
    expect(`.r=${base64UrlEncode(JSON.stringify(data))}`.length).toBeGreaterThan(MAX_QUERY_LENGTH);
    expect(prepared.method).toBe('POST');
    expect(prepared.url).toBe(`${BASE}/p/query`);
    expect(JSON.parse(prepared.body ?? '')).toEqual(data);
  });

  it('rejects a missing path parameter', () => {
    expect(() => prepareRequest(BASE, { method: 'GET', path: '/x/{id}' })).toThrow(/"id"/);
  });
});

describe('base64url', () => {
  it('uses the URL alphabet and no padding, and round-trips UTF-8', () => {
    const text = '{"a":"??>>~~ é"}';
    const encoded = base64UrlEncode(text);
    expect(encoded).not.toMatch(/[+/=]/);
    expect(base64UrlDecode(encoded)).toBe(text);
    expect(base64UrlEncode('a')).toBe('YQ');
  });
});

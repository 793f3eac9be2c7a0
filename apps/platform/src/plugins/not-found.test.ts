import { describe, expect, it } from 'vitest';
import { routePattern } from './not-found';

describe('routePattern', () => {
  it('matches params per segment and wildcards to the end', () => {
    const product = routePattern('/stores-reader/v1/products/:id');
    expect(product.test('/stores-reader/v1/products/abc-1')).toBe(true);
    expect(product.test('/stores-reader/v1/products/abc/variants')).toBe(false);
    expect(routePattern('/hosted/*').test('/hosted/a/b')).toBe(true);
    expect(routePattern('/openapi.json').test('/openapiXjson')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { allowedOrigins } from './allowed-origins';

describe('allowedOrigins', () => {
  it('keeps the origin of each entry, any-port patterns included, once each', () => {
    expect(
      allowedOrigins([
        'http://localhost:3000/*',
        'http://localhost:*/*',
        'HTTPS://Shop.Example/callback?x=1',
        'https://shop.example/other',
        'http://[::1]:8080/',
      ]),
    ).toEqual([
      'http://localhost:3000',
      'http://localhost:*',
      'https://shop.example',
      'http://[::1]:8080',
    ]);
  });

  it('leaves out what is no plain origin, so nothing can break out of the policy', () => {
    expect(
      allowedOrigins(['ftp://files.example/', "http://a.example;script-src 'unsafe-inline'", 'x']),
    ).toEqual([]);
  });
});

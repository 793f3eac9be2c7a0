import { describe, expect, it } from 'vitest';
import { bookingReturnUrl } from './return-url';
import { safeTimeZone } from './time-zone';

describe('bookingReturnUrl', () => {
  it('builds the absolute /booking URL from the Host header, with the zone', () => {
    const headers = new Headers({ host: 'localhost:3670' });
    expect(bookingReturnUrl(headers, 'Europe/Berlin')).toBe(
      'http://localhost:3670/booking?tz=Europe%2FBerlin',
    );
  });

  it('prefers the forwarded host and protocol behind a proxy', () => {
    const headers = new Headers({
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'shop.example.com, proxy.internal',
      'x-forwarded-proto': 'https',
    });
    expect(bookingReturnUrl(headers, 'UTC')).toBe('https://shop.example.com/booking?tz=UTC');
  });

  it('names the service, so a canceled checkout comes back to it', () => {
    const headers = new Headers({ host: 'localhost:3000' });
    expect(bookingReturnUrl(headers, 'UTC', 's-1')).toBe(
      'http://localhost:3000/booking?tz=UTC&service=s-1',
    );
  });

  it('refuses to guess without a host', () => {
    expect(() => bookingReturnUrl(new Headers(), 'UTC')).toThrow(/Host header/);
  });
});

describe('safeTimeZone', () => {
  it('keeps a known IANA zone and falls back to UTC for anything else', () => {
    expect(safeTimeZone('America/New_York')).toBe('America/New_York');
    expect(safeTimeZone('Mars/Olympus')).toBe('UTC');
    expect(safeTimeZone(42)).toBe('UTC');
    expect(safeTimeZone(undefined)).toBe('UTC');
  });
});

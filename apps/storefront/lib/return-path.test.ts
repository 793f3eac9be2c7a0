import { describe, expect, it } from 'vitest';
import { MAX_RETURN_PATH_LENGTH, safeReturnPath, sameSitePath } from './return-path';

/** Where the redirect is answered from: a `Location` is resolved against this URL. */
const REQUEST = 'http://localhost:3000/api/session/reset';
const ORIGIN = new URL(REQUEST).origin;

/** Hostile spellings of "go to evil.example": each must stay on the site, whatever it becomes. */
const HOSTILE = [
  // Dot segments that collapse into a protocol-relative path (issue 27's report).
  '/.//evil.example/phish',
  '/..//evil.example',
  '/./\\evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/.%2e//evil.example',
  '/%2e%2e/%2e%2e//evil.example',
  // Slashes and backslashes, plain and encoded.
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/%5C/evil.example',
  '/%5c%5cevil.example',
  // Tabs, newlines and other whitespace the URL parser drops or trims.
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/.\t//evil.example',
  ' //evil.example',
  '\t//evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  // Schemes, in any case, with or without slashes.
  'https://evil.example/',
  'HtTpS://evil.example/',
  'http:evil.example',
  'http:/\\evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/javascript:alert(1)',
  '/https://evil.example',
  // Credentials and hosts in disguise.
  '/@evil.example',
  '//user@evil.example',
  '/\\@evil.example',
  // Not paths at all, or too long to be one.
  'evil.example',
  '',
  '?to=//evil.example',
  '#//evil.example',
  `/${'a'.repeat(MAX_RETURN_PATH_LENGTH)}`,
  `/.//evil.example/${'a'.repeat(5000)}`,
];

describe('sameSitePath: every hostile spelling stays on the site', () => {
  it.each(HOSTILE.map((to) => [JSON.stringify(to).slice(0, 60), to]))('%s', (_, to) => {
    const path = sameSitePath(to);
    if (path === undefined) return;
    expect(path).toMatch(/^\/(?![/\\])/);
    // What a browser does with the Location: the same origin, the same path.
    const followed = new URL(path, REQUEST);
    expect(followed.origin).toBe(ORIGIN);
    expect(`${followed.pathname}${followed.search}`).toBe(path);
  });

  it('refuses the ones whose normalised form leaves the origin or reads protocol-relative', () => {
    for (const to of [
      '/.//evil.example/phish',
      '/..//evil.example',
      '/%2e%2e//evil.example',
      '/\t/evil.example',
      '/\\evil.example',
      '//evil.example',
      'HtTpS://evil.example/',
      'JaVaScRiPt:alert(1)',
    ])
      expect(sameSitePath(to), JSON.stringify(to)).toBeUndefined();
  });

  it('keeps what is a path here, as the browser would read it, with its query and no fragment', () => {
    expect(sameSitePath('/store?x=1')).toBe('/store?x=1');
    expect(sameSitePath('/store/./cart/../?x=1#top')).toBe('/store/?x=1');
    expect(sameSitePath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(sameSitePath('/https://evil.example')).toBe('/https://evil.example');
    expect(sameSitePath('/members?next=//evil.example')).toBe('/members?next=//evil.example');
  });

  it('takes strings only', () => {
    for (const to of [undefined, null, 42, ['/store'], { toString: () => '/store' }])
      expect(sameSitePath(to)).toBeUndefined();
  });
});

describe('safeReturnPath', () => {
  it('sends anything else home', () => {
    expect(safeReturnPath('/store?x=1')).toBe('/store?x=1');
    for (const to of [null, ...HOSTILE.filter((to) => sameSitePath(to) === undefined)])
      expect(safeReturnPath(to)).toBe('/');
  });
});

// The URLs `npm start` prints are the ones the README tells people to open: a visitor's session
// and cart are cookies of one host name, so `localhost` and `127.0.0.1` must not be mixed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/paths.mjs';
import { platformUrlFor, storefrontBrowserUrlFor } from './lib/stack.mjs';

/** The README's first steps: "Two commands" down to "The examples" (later URLs are API bases). */
function firstStepsOfReadme() {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  return readme.slice(readme.indexOf('## Two commands'), readme.indexOf('## The examples'));
}

const originsOnPort = (text, port) =>
  new Set([...text.matchAll(new RegExp(`http://[\\w.]+:${port}`, 'g'))].map(([url]) => url));

describe("npm start's banner and the README", () => {
  it('name the same storefront and platform URLs for the default ports', () => {
    const firstSteps = firstStepsOfReadme();
    expect(originsOnPort(firstSteps, 3000)).toEqual(new Set([storefrontBrowserUrlFor(3000)]));
    expect(originsOnPort(firstSteps, 4000)).toEqual(new Set([platformUrlFor(4000)]));
  });

  it('prints the storefront as localhost, also when STOREFRONT_HOST keeps it on loopback', () => {
    for (const host of [undefined, '', 'localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0', '::'])
      expect(storefrontBrowserUrlFor(3000, host)).toBe('http://localhost:3000');
  });

  it('prints another address as it is, an IPv6 one in brackets', () => {
    expect(storefrontBrowserUrlFor(3000, '192.168.1.20')).toBe('http://192.168.1.20:3000');
    expect(storefrontBrowserUrlFor(3000, 'fd00::20')).toBe('http://[fd00::20]:3000');
  });
});

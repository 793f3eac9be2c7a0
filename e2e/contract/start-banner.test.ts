// `npm start`'s banner lines about the platform's local tools (scripts/lib/local-tools.mjs): the
// token must be in the inspector's URL exactly when the platform is reachable from elsewhere.
import { describe, expect, it } from 'vitest';
import { isLoopbackHost, toolsBanner, toolsTokenFor } from '../../scripts/lib/local-tools.mjs';

const PLATFORM = 'http://127.0.0.1:4000';

describe('the start banner', () => {
  it('prints the plain inspector URL while the platform listens on loopback', () => {
    for (const listenHost of [undefined, '127.0.0.1', 'localhost', '::1'])
      expect(toolsBanner(PLATFORM, { listenHost, token: 'secret' })).toEqual([
        'Inspector:  http://127.0.0.1:4000/inspector',
      ]);
  });

  it('prints the URL with the token, and how other machines get in, beyond loopback', () => {
    const lines = toolsBanner(PLATFORM, { listenHost: '0.0.0.0', token: 'secret-token' });
    expect(lines[0]).toBe('Inspector:  http://127.0.0.1:4000/inspector?token=secret-token');
    expect(lines.join('\n')).toContain('PLATFORM_ALLOWED_HOSTS');
    expect(isLoopbackHost('192.168.1.20')).toBe(false);
  });

  it("uses the user's PLATFORM_TOOLS_TOKEN, else a fresh long one per run", () => {
    expect(toolsTokenFor({ PLATFORM_TOOLS_TOKEN: 'my-own-token-1234' })).toBe('my-own-token-1234');
    const made = toolsTokenFor({});
    expect(made).toMatch(/^[\w-]{32}$/);
    expect(toolsTokenFor({})).not.toBe(made);
  });
});

// Where `npm start` and `npm run dev` put the storefront: loopback unless STOREFRONT_HOST says
// otherwise, and the banner and the READMEs say the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storefrontCommand } from './lib/commands.mjs';
import { repoRoot, storefrontDir } from './lib/paths.mjs';
import { DEFAULT_STOREFRONT_HOST, storefrontListenNote } from './lib/stack.mjs';

const read = (path) => readFileSync(join(repoRoot, path), 'utf8');

describe('the storefront listens on loopback by default', () => {
  it('is 127.0.0.1', () => {
    expect(DEFAULT_STOREFRONT_HOST).toBe('127.0.0.1');
  });

  it('is started with an explicit -H, never on Next’s default of every interface', () => {
    for (const dev of [false, true]) {
      const { args } = storefrontCommand({ dev, port: 3000, host: DEFAULT_STOREFRONT_HOST });
      expect(args.slice(1)).toEqual([dev ? 'dev' : 'start', '-p', '3000', '-H', '127.0.0.1']);
    }
  });

  it('is what the storefront’s own npm scripts use too, STOREFRONT_HOST moving it', () => {
    const { scripts } = JSON.parse(readFileSync(join(storefrontDir, 'package.json'), 'utf8'));
    for (const name of ['start', 'dev'])
      expect(scripts[name]).toContain(`-H \${STOREFRONT_HOST:-${DEFAULT_STOREFRONT_HOST}}`);
  });

  it('is what the banner says, and what it takes to be reached from elsewhere', () => {
    for (const host of [undefined, '', '127.0.0.1'])
      expect(storefrontListenNote(host)).toBe(
        'listening on 127.0.0.1 only: STOREFRONT_HOST changes it',
      );
    expect(storefrontListenNote('0.0.0.0')).toMatch(
      /^listening on every interface \(0\.0\.0\.0\): .*STOREFRONT_ALLOWED_HOSTS/,
    );
    expect(storefrontListenNote('192.168.1.20')).toMatch(/^listening on 192\.168\.1\.20: /);
  });

  it('is documented beside the other variables, with STOREFRONT_ALLOWED_HOSTS', () => {
    const readme = read('docs/configuration.md');
    const row = (name) => readme.split('\n').find((line) => line.startsWith(`| \`${name}\``));
    expect(row('STOREFRONT_HOST')).toContain(`\`${DEFAULT_STOREFRONT_HOST}\``);
    expect(row('STOREFRONT_ALLOWED_HOSTS')).toMatch(/\| unset +\|/);
    expect(row('STOREFRONT_PORT')).toBeDefined();
  });
});

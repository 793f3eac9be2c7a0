// The README's "Use your own app with the local platform" example runs as written: the same file,
// shown verbatim in the README, as its own Node process against the suite's platform.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { platformUrl } from '../../fixtures/env';
import { withPremiumSite } from '../../fixtures/platform-cli';

const example = fileURLToPath(new URL('../examples/store.mjs', import.meta.url));
const readme = fileURLToPath(new URL('../../../README.md', import.meta.url));

describe('the README example', () => {
  it('is in the README verbatim, after its header comment', async () => {
    const code = (await readFile(example, 'utf8')).replace(/^(\/\/.*\n)+/, '');
    expect(await readFile(readme, 'utf8')).toContain(code);
  });

  it('fills a cart and opens the hosted checkout of the local platform', async () => {
    // As the README says: the hosted store checkout takes payment, so the site must be premium.
    await withPremiumSite(async () => {
      const { stdout } = await promisify(execFile)(process.execPath, [example], {
        env: { ...process.env, LOCAL_PLATFORM_URL: platformUrl },
      });
      expect(stdout).toContain('Cart: 2 × Ceramic Coffee Mug');
      const fullUrl = /Hosted checkout: (\S+)/.exec(stdout)?.[1] ?? '';
      expect(fullUrl.startsWith(`${platformUrl}/hosted/`)).toBe(true);
      const page = await fetch(fullUrl);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Ceramic Coffee Mug');
    });
  });
});

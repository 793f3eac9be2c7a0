// The README's "Use your own app" example runs as written: the README's own code block, saved as
// the file it names in a project made by a plain `npm init -y` (CommonJS by default since npm 11:
// the .mjs name is what makes it a module), its packages linked in as `npm install` would place
// them, run with only the variables the README names.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformUrl } from '../../fixtures/env';
import { withPremiumSite } from '../../fixtures/platform-cli';

const run = promisify(execFile);
const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const readme = fromHere('../../../README.md');
/** Where `npm install @wix/… <kit>/packages/local-platform` would take each package from. */
const PACKAGES: Record<string, string> = {
  '@wix/sdk': fromHere('../node_modules/@wix/sdk'),
  '@wix/ecom': fromHere('../node_modules/@wix/ecom'),
  '@wix/redirects': fromHere('../node_modules/@wix/redirects'),
  '@wix/stores': fromHere('../node_modules/@wix/stores'),
  '@headless/local-platform': fromHere('../../../packages/local-platform'),
};
const POST_FLOW_URL = 'http://localhost:5999/thank-you';

/** The README's code block that starts by naming its file: `// app.mjs: …`. */
async function readmeExample(): Promise<{ fileName: string; code: string }> {
  const text = await readFile(readme, 'utf8');
  const block = /```js\n(\/\/ (\S+\.m?js):[^\n]*\n[\s\S]*?)```/.exec(text);
  if (!block) throw new Error('README.md has no ```js block starting with "// <file>: …"');
  return { code: block[1]!, fileName: block[2]! };
}

let project: string;
let fileName: string;

beforeAll(async () => {
  project = await mkdtemp(join(tmpdir(), 'readme-app-'));
  await run('npm', ['init', '-y'], { cwd: project });
  for (const [name, target] of Object.entries(PACKAGES)) {
    const link = join(project, 'node_modules', name);
    await mkdir(dirname(link), { recursive: true });
    await symlink(target, link, 'dir');
  }
  const example = await readmeExample();
  fileName = example.fileName;
  await writeFile(join(project, fileName), example.code);
});

afterAll(() => rm(project, { recursive: true, force: true }));

describe('the README example', () => {
  it('is an ES module by its name, in a default npm init project', async () => {
    expect(fileName).toMatch(/\.mjs$/);
    const manifest = JSON.parse(await readFile(join(project, 'package.json'), 'utf8'));
    expect(manifest.type ?? 'commonjs').toBe('commonjs');
  });

  it('takes every address from the environment, and says which are missing', async () => {
    const { code } = await readmeExample();
    expect(code).not.toMatch(/localhost|127\.0\.0\.1|:\d{4}\b/);
    const failure = await run(process.execPath, [fileName], {
      cwd: project,
      env: { PATH: process.env.PATH },
    }).catch((error: { stderr: string }) => error);
    expect('stderr' in failure && failure.stderr).toContain('Set LOCAL_PLATFORM_URL');
  });

  it('fills a cart and opens the hosted checkout, which returns to POST_FLOW_URL', async () => {
    // As the README says: the hosted store checkout takes payment, so the site must be premium.
    await withPremiumSite(async () => {
      const { stdout } = await run(process.execPath, [fileName], {
        cwd: project,
        env: { PATH: process.env.PATH, LOCAL_PLATFORM_URL: platformUrl, POST_FLOW_URL },
      });
      expect(stdout).toContain('Cart: 2 × Ceramic Coffee Mug');
      const fullUrl = /Hosted checkout: (\S+)/.exec(stdout)?.[1] ?? '';
      expect(fullUrl.startsWith(`${platformUrl}/hosted/`)).toBe(true);
      const page = await fetch(fullUrl);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('Ceramic Coffee Mug');
      expect(html).toContain(POST_FLOW_URL);
    });
  });
});

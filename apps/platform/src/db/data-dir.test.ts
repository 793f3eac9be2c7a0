import { chmod, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openParents } from './data-dir';

let base: string | undefined;
afterEach(async () => {
  if (base) await rm(base, { recursive: true, force: true });
});

describe('openParents', () => {
  it('adds world-execute to closed parents and logs each change with the old and new mode', async () => {
    base = await mkdtemp(join(tmpdir(), 'data-dir-'));
    const parent = join(base, 'closed');
    const open = join(parent, 'open');
    await mkdir(open, { recursive: true });
    await chmod(base, 0o700);
    await chmod(parent, 0o750);
    await chmod(open, 0o755);
    const warnings: string[] = [];

    await openParents(join(open, '.data'), { warn: (msg) => warnings.push(msg) });

    expect((await stat(base)).mode & 0o777).toBe(0o701);
    expect((await stat(parent)).mode & 0o777).toBe(0o751);
    expect(warnings.filter((w) => w.includes(base as string))).toEqual([
      expect.stringContaining(`${parent} mode 0750 -> 0751`),
      expect.stringContaining(`${base} mode 0700 -> 0701`),
    ]);
    expect(warnings.join('\n')).not.toContain(open);
  });
});

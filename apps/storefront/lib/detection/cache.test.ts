import { describe, expect, it } from 'vitest';
import { createTtlCache } from './cache';

function clock(start = 1000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createTtlCache', () => {
  it('serves a value until it expires, then computes again', async () => {
    const time = clock();
    const cache = createTtlCache<number>(time.now);
    let calls = 0;
    const compute = () => Promise.resolve(++calls);
    expect(await cache.get('site-a', 30_000, compute)).toBe(1);
    time.advance(29_999);
    expect(await cache.get('site-a', 30_000, compute)).toBe(1);
    time.advance(1);
    expect(await cache.get('site-a', 30_000, compute)).toBe(2);
  });

  it('keeps sites apart', async () => {
    const cache = createTtlCache<string>(clock().now);
    expect(await cache.get('site-a', 1000, () => Promise.resolve('a'))).toBe('a');
    expect(await cache.get('site-b', 1000, () => Promise.resolve('b'))).toBe('b');
    expect(await cache.get('site-a', 1000, () => Promise.resolve('x'))).toBe('a');
  });

  it('shares one computation between concurrent callers of a site', async () => {
    const cache = createTtlCache<number>(clock().now);
    let calls = 0;
    const compute = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 5));
    const results = await Promise.all([1, 2, 3].map(() => cache.get('site-a', 1000, compute)));
    expect(results).toEqual([1, 1, 1]);
    expect(calls).toBe(1);
  });

  it('never caches a failure', async () => {
    const cache = createTtlCache<number>(clock().now);
    await expect(
      cache.get('site-a', 1000, () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(await cache.get('site-a', 1000, () => Promise.resolve(7))).toBe(7);
  });

  it('does not cache when the time to live is zero', async () => {
    const cache = createTtlCache<number>(clock().now);
    let calls = 0;
    await cache.get('site-a', 0, () => Promise.resolve(++calls));
    await cache.get('site-a', 0, () => Promise.resolve(++calls));
    expect(calls).toBe(2);
  });

  it('forgets everything on clear, and a computation started before it stores nothing', async () => {
    const cache = createTtlCache<string>(clock().now);
    expect(await cache.get('site-a', 1000, () => Promise.resolve('before'))).toBe('before');
    let finish: (value: string) => void = () => undefined;
    const running = cache.get('site-b', 1000, () => new Promise<string>((r) => (finish = r)));
    cache.clear();
    finish('stale');
    expect(await running).toBe('stale');
    expect(await cache.get('site-a', 1000, () => Promise.resolve('after'))).toBe('after');
    expect(await cache.get('site-b', 1000, () => Promise.resolve('fresh'))).toBe('fresh');
  });
});

import { describe, expect, it } from 'vitest';
import { APPS } from '../constants';
import { runProbes, type Probes } from './detect';

const answers = (value: boolean) => () => Promise.resolve(value);
const fails = (error: unknown) => () => Promise.reject(error);
const codeError = (code: string) => Object.assign(new Error(code), { code });

function probes(overrides: Partial<Probes> = {}): Probes {
  return {
    [APPS.BOOKINGS]: answers(true),
    [APPS.STORE]: answers(true),
    [APPS.EVENTS]: answers(true),
    [APPS.SUBSCRIPTIONS]: answers(true),
    ...overrides,
  };
}

describe('runProbes', () => {
  it('lists every app whose probe answers', async () => {
    await expect(runProbes(probes())).resolves.toEqual([0, 1, 2, 3]);
  });

  it('counts any other error as not installed', async () => {
    const result = await runProbes(
      probes({
        [APPS.STORE]: fails(codeError('APP_NOT_INSTALLED')),
        [APPS.EVENTS]: fails(new TypeError('boom')),
        [APPS.SUBSCRIPTIONS]: fails('not even an Error'),
      }),
    );
    expect(result).toEqual([APPS.BOOKINGS]);
  });

  it('counts a probe answering false as not installed (an empty store cart)', async () => {
    await expect(runProbes(probes({ [APPS.STORE]: answers(false) }))).resolves.toEqual([0, 2, 3]);
  });

  it('runs the probes in parallel', async () => {
    const started: number[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const waiting = (app: number) => async () => {
      started.push(app);
      await gate;
      return true;
    };
    const running = runProbes({ 0: waiting(0), 1: waiting(1), 2: waiting(2), 3: waiting(3) });
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2, 3]);
    release();
    await expect(running).resolves.toEqual([0, 1, 2, 3]);
  });

  it.each(['CONNECTION_FAILED', 'INVALID_CLIENT_ID'])(
    'rethrows %s: the platform itself failed, not an app',
    async (code) => {
      const error = codeError(code);
      await expect(runProbes(probes({ [APPS.EVENTS]: fails(error) }))).rejects.toBe(error);
    },
  );
});

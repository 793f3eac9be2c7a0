import { setTimeout as sleep } from 'node:timers/promises';
import { describeExit, lastLines } from './service.mjs';

export class StartupError extends Error {}

async function answers(url, accept) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000), redirect: 'manual' });
    await response.body?.cancel();
    return accept(response.status);
  } catch {
    return false;
  }
}

/**
 * Polls `url` until it answers with a status `accept` likes. Fails early when the service exits,
 * and on timeout; either way the error shows the service's last log lines.
 */
export async function waitUntilAnswering(service, url, { timeoutMs, accept = () => true }) {
  const deadline = Date.now() + timeoutMs;
  while (service.running) {
    if (await answers(url, accept)) return;
    if (Date.now() > deadline) {
      throw new StartupError(
        `${service.name} did not answer ${url} within ${timeoutMs / 1000} s. Its last lines:\n${lastLines(service)}`,
      );
    }
    await Promise.race([sleep(250), service.exited]);
  }
  const exit = await service.exited;
  throw new StartupError(
    `${service.name} ${describeExit(exit)} before answering ${url}. Its last lines:\n${lastLines(service)}`,
  );
}

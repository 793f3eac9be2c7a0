// 5xx → SystemError, against a real platform that really answers 503: a second platform process
// whose database link (a TCP relay in this process, to the suite's PostgreSQL) is then cut.
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SystemError, type Tokens } from '@headless/sdk';
import { startPlatform, stopPlatform } from '../../scripts/lib/stack.mjs';
import { echoServerLogs, host, platformEnv, ports } from '../fixtures/env';
import { thrownBy, visitor } from './clients';

const outagePort = Number(process.env.CONTRACT_OUTAGE_PLATFORM_PORT ?? '4302');
const relayPort = Number(process.env.CONTRACT_OUTAGE_PG_PORT ?? '5302');
/** The embedded cluster's local-only credentials and database (apps/platform/src/db). */
const databaseUrl = `postgres://postgres:postgres@${host}:${relayPort}/platform`;

/** Forwards connections to the suite's PostgreSQL until `cut()`: then every link drops at once. */
async function startRelay(): Promise<{ cut: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server: Server = createServer((client) => {
    const upstream = connect(ports.postgres, host);
    track(client);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(relayPort, host, resolve);
  });
  let closed: Promise<void> | undefined;
  const cut = () => {
    closed ??= new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
    return closed;
  };
  return { cut };
}

/** A fetch that remembers each response's x-wix-request-id, so the last attempt is known. */
function recordingFetch() {
  const requestIds: (string | null)[] = [];
  const recording: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    requestIds.push(response.headers.get('x-wix-request-id'));
    return response;
  };
  return { fetch: recording, requestIds };
}

/** Two fast retries: three attempts in all. */
const fastRetry = { maxRetries: 2, baseDelayMs: 1, maxDelayMs: 5 };

describe('when the platform loses its database', () => {
  let relay: Awaited<ReturnType<typeof startRelay>> | undefined;
  let outage: Awaited<ReturnType<typeof startPlatform>> | undefined;
  let apiBaseUrl = '';
  let tokens: Tokens;

  beforeAll(async () => {
    relay = await startRelay();
    outage = await startPlatform({
      port: outagePort,
      env: { ...platformEnv(), DATABASE_URL: databaseUrl },
      echo: echoServerLogs,
    });
    apiBaseUrl = outage.url;
    // Minted while the database still answers, for a data call after the cut.
    tokens = await visitor({ apiBaseUrl }).auth.generateVisitorTokens();
    await relay.cut();
  });

  afterAll(async () => {
    await stopPlatform(outage);
    await relay?.cut();
  });

  it('throws SystemError DATABASE_UNAVAILABLE after the retries, naming the last request id', async () => {
    const recorded = recordingFetch();
    const client = visitor({ apiBaseUrl, retry: fastRetry, fetch: recorded.fetch });
    const error = await thrownBy(() => client.auth.generateVisitorTokens());
    expect(error).toBeInstanceOf(SystemError);
    const system = error as SystemError;
    expect(system.status).toBe(503);
    expect(system.code).toBe('DATABASE_UNAVAILABLE');
    expect(recorded.requestIds).toHaveLength(3);
    const last = recorded.requestIds.at(-1);
    expect(last).toMatch(/\S+/);
    expect(new Set(recorded.requestIds).size).toBe(3);
    expect(system.requestId).toBe(last);
    expect(system.message).toBe(`System error occurred, request-id: ${last}`);
  });

  it('answers a data call the same way, not with a 500', async () => {
    const recorded = recordingFetch();
    const client = visitor({ apiBaseUrl, tokens, retry: fastRetry, fetch: recorded.fetch });
    const error = await thrownBy(() => client.services.queryServices().find());
    expect(error).toBeInstanceOf(SystemError);
    expect((error as SystemError).status).toBe(503);
    expect((error as SystemError).code).toBe('DATABASE_UNAVAILABLE');
    expect((error as SystemError).requestId).toBe(recorded.requestIds.at(-1));
    expect((error as SystemError).message).toBe(
      `System error occurred, request-id: ${recorded.requestIds.at(-1)}`,
    );
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../client';
import { OAuthFlowError } from './oauth-flow-error';
import { SILENT_FLOW_TIMEOUT_MS, type SilentFlowWindow } from './silent-flow';

const PLATFORM = 'http://127.0.0.1:4000';
const FULL_URL = `${PLATFORM}/hosted/authorize?s=rs9`;

interface Call {
  url: string;
  body: Record<string, unknown>;
}

/** fetch stubbed in memory: no sockets, so fake timers govern nothing but the flow's own clock. */
function stubFetch(calls: Call[]): typeof fetch {
  return (async (input: string, init?: RequestInit) => {
    const url = new URL(input);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ url: url.pathname, body });
    const json =
      url.pathname === '/oauth2/token'
        ? {
            access_token: `OauthNG.JWS.${String(body.grantType)}`,
            refresh_token: 'JWS.r',
            expires_in: 14400,
          }
        : { redirectSession: { id: 'rs9', fullUrl: FULL_URL } };
    return new Response(JSON.stringify(json), { status: 200 });
  }) as typeof fetch;
}

/** A window with one message listener slot and a body that records iframes. */
function fakeWindow() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const iframes: { src: string; style: { display: string }; removed: boolean }[] = [];
  const win: SilentFlowWindow = {
    document: {
      createElement: () => {
        const frame = {
          src: '',
          style: { display: '' },
          removed: false,
          remove: () => (frame.removed = true),
        };
        iframes.push(frame);
        return frame;
      },
      body: { appendChild: (node) => node },
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const post = (data: unknown, origin = PLATFORM) =>
    [...listeners].forEach((listener) => listener({ data, origin } as MessageEvent));
  return { win, iframes, listeners, post };
}

function setup() {
  const calls: Call[] = [];
  const client = createClient({
    clientId: 'client-1',
    apiBaseUrl: PLATFORM,
    modules: {},
    fetch: stubFetch(calls),
  });
  return { client, calls, ...fakeWindow() };
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('getMemberTokensForDirectLogin (silent flow)', () => {
  it('loads the web_message authorize page in a hidden iframe and exchanges the posted code', async () => {
    const { client, calls, win, iframes, listeners, post } = setup();
    const pending = client.auth.getMemberTokensForDirectLogin('sess-1', { window: win });
    await until(() => iframes.length === 1);
    const request = calls.find((c) => c.url === '/redirect-session/v1/redirect-session')!;
    const authRequest = (request.body.auth as { authRequest: Record<string, string> }).authRequest;
    expect(request.body).toEqual({
      auth: {
        authRequest: {
          clientId: 'client-1',
          responseType: 'code',
          scope: 'offline_access',
          state: authRequest.state,
          responseMode: 'web_message',
          codeChallenge: authRequest.codeChallenge,
          codeChallengeMethod: 'S256',
          sessionToken: 'sess-1',
        },
        prompt: 'none',
      },
    });
    expect(iframes[0]).toMatchObject({ src: FULL_URL, style: { display: 'none' } });

    post({ code: 'c-x', state: 'other-state' });
    post({ code: 'c-x', state: authRequest.state }, 'http://evil.example');
    post({ code: 'c-1', state: authRequest.state });

    const tokens = await pending;
    expect(tokens.refreshToken.role).toBe('member');
    expect(tokens.accessToken.value).toBe('OauthNG.JWS.authorization_code');
    const exchange = calls.filter((c) => c.body.grantType === 'authorization_code');
    expect(exchange).toHaveLength(1);
    expect(exchange[0]?.body).toEqual({
      clientId: 'client-1',
      grantType: 'authorization_code',
      code: 'c-1',
      codeVerifier: expect.stringMatching(/^[A-Za-z0-9\-._~]{64}$/) as unknown,
    });
    expect(iframes[0]?.removed).toBe(true);
    expect(listeners.size).toBe(0);
  });

  it('gives up with "OAuth flow timed out" after 120000 ms', async () => {
    const { client, win, iframes, listeners } = setup();
    const pending = client.auth.getMemberTokensForDirectLogin('sess-1', { window: win });
    const outcome = pending.catch((e: unknown) => e);
    await until(() => iframes.length === 1);
    await vi.advanceTimersByTimeAsync(SILENT_FLOW_TIMEOUT_MS - 1);
    expect(iframes[0]?.removed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(SILENT_FLOW_TIMEOUT_MS).toBe(120000);
    expect(error).toBeInstanceOf(OAuthFlowError);
    expect(error).toMatchObject({ message: 'OAuth flow timed out', code: 'TIMEOUT' });
    expect(iframes[0]?.removed).toBe(true);
    expect(listeners.size).toBe(0);
  });

  it('rejects with the platform’s description when the page posts an error', async () => {
    const { client, calls, win, iframes, post } = setup();
    const pending = client.auth.getMemberTokensForDirectLogin('sess-1', { window: win });
    const outcome = pending.catch((e: unknown) => e);
    await until(() => iframes.length === 1);
    post({
      error: 'login_required',
      error_description: 'Session expired',
      state: lastState(calls),
    });
    expect(await outcome).toMatchObject({
      code: 'AUTHORIZATION_FAILED',
      message: 'Session expired',
    });
  });

  it('is browser-only', async () => {
    const { client } = setup();
    await expect(client.auth.getMemberTokensForDirectLogin('sess-1')).rejects.toMatchObject({
      code: 'NOT_IN_BROWSER',
    });
  });
});

/**
 * Real I/O (Web Crypto runs on libuv's thread pool) settles between turns; setImmediate and
 * Date are not faked. The bound is wall-clock time, not a count of turns: on a busy machine
 * the thread pool can take longer than any fixed number of turns.
 */
async function until(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(condition()).toBe(true);
}

function lastState(calls: Call[]): string {
  const auth = calls.findLast((c) => c.body.auth)?.body.auth as { authRequest: { state: string } };
  return auth.authRequest.state;
}

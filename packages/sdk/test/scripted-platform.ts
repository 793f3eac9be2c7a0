// A loopback platform whose answers a test scripts per "METHOD /path", with the status it wants.
import { createClient } from '../src/client';
import { sendJson, startServer, type RecordedRequest, type TestServer } from './http-server';

export type Reply = { status?: number; body: unknown };
export type Script = Record<string, (request: RecordedRequest) => Reply>;

/** `/oauth2/token` answers every grant with tokens named after it unless the script overrides it. */
export async function scriptedPlatform(script: Script): Promise<TestServer> {
  return startServer((req, res) => {
    const key = `${req.method} ${new URL(req.url, 'http://x').pathname}`;
    const handler = script[key];
    if (handler) {
      const { status = 200, body } = handler(req);
      return sendJson(res, status, body, { 'x-wix-request-id': 'req-1' });
    }
    if (key === 'POST /oauth2/token') {
      const { grantType } = JSON.parse(req.body) as { grantType: string };
      return sendJson(res, 200, {
        access_token: `OauthNG.JWS.${grantType}`,
        refresh_token: `JWS.${grantType}`,
        expires_in: 14400,
      });
    }
    sendJson(res, 404, { message: `no route ${key}`, details: {} });
  });
}

/** A client without modules: the member flows live on `client.auth`. */
export function scriptedClient(server: TestServer) {
  return createClient({
    clientId: 'client-1',
    apiBaseUrl: server.url,
    modules: {},
    retry: { baseDelayMs: 1, maxDelayMs: 2 },
  });
}

/** Every call but the anonymous grant, with parsed bodies. */
export function callsOf(server: TestServer) {
  return server.requests
    .map((r) => ({
      method: r.method,
      url: r.url,
      body: r.body ? (JSON.parse(r.body) as unknown) : undefined,
      authorization: r.headers.authorization,
    }))
    .filter((c) => (c.body as { grantType?: string } | undefined)?.grantType !== 'anonymous');
}

export const applicationError = (status: number, code: string | number, message: string) => ({
  status,
  body: { message, details: { applicationError: { code, description: message } } },
});

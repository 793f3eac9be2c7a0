// A loopback platform that issues tokens and answers canned JSON per "METHOD /path", recording calls.
import { createClient, type ModuleMap } from '../src/client';
import { sendJson, startServer, type TestServer } from './http-server';

export type Routes = Record<string, unknown>;

export async function fakePlatform(routes: Routes): Promise<TestServer> {
  return startServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://x');
    if (pathname === '/oauth2/token') {
      return sendJson(res, 200, {
        access_token: 'OauthNG.JWS.t',
        refresh_token: 'JWS.r',
        expires_in: 14400,
      });
    }
    const key = `${req.method} ${pathname}`;
    if (key in routes) return sendJson(res, 200, routes[key]);
    sendJson(res, 404, { message: `no route ${key}`, details: {} });
  });
}

export function clientOf<M extends ModuleMap>(server: TestServer, modules: M) {
  return createClient({ clientId: 'c', apiBaseUrl: server.url, modules });
}

/** The calls after the token grant, as method, URL and parsed body. */
export function apiCalls(server: TestServer) {
  return server.requests
    .filter((r) => r.url !== '/oauth2/token')
    .map((r) => ({
      method: r.method,
      url: r.url,
      body: r.body ? (JSON.parse(r.body) as unknown) : undefined,
    }));
}

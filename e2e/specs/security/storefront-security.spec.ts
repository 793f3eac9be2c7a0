import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { expect, storefrontUrl, test } from '../../fixtures';

const { hostname, port } = new URL(storefrontUrl);

/** One request to the storefront under any `Host`, which fetch and browsers will not send. */
function getAs(host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** Whether a TCP connection to the storefront's port on `address` is accepted. */
function accepts(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: address, port: Number(port) });
    socket.setTimeout(2_000, () => (socket.destroy(), resolve(false)));
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

test.describe('the storefront is safe to leave running', () => {
  test('it listens on loopback only, as `npm start` starts it by default', async () => {
    expect(await accepts('127.0.0.1')).toBe(true);
    // A server on every interface would take these too; one on 127.0.0.1 takes neither.
    const elsewhere = Object.values(networkInterfaces())
      .flat()
      .filter((address) => address && !address.internal && address.family === 'IPv4')
      .map((address) => address!.address);
    for (const address of ['127.0.0.2', ...elsewhere])
      expect(await accepts(address), address).toBe(false);
  });

  test('a page that rebinds its name to the storefront gets 421, pages and the webhook feed alike', async () => {
    for (const path of ['/', '/store', '/api/webhooks', '/api/site-info', '/icon.svg']) {
      const answer = await getAs(`rebind.evil.example:${port}`, path);
      expect(answer.status, path).toBe(421);
      expect(answer.body).toContain('STOREFRONT_ALLOWED_HOSTS');
    }
  });

  test('both loopback names on its port are answered, not on another port', async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`])
      expect((await getAs(host, '/api/webhooks')).status, host).toBe(200);
    // What a proxy on another local port would pass on: that is another origin.
    const other = `localhost:${Number(port) + 1}`;
    expect((await getAs(other, '/api/webhooks')).status).toBe(421);
  });

  test('no page can be framed', async ({ page }) => {
    for (const path of ['/', '/store', '/members']) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toBe("frame-ancestors 'none'");
      expect(response?.headers()['x-frame-options']).toBe('DENY');
    }
  });

  test('the session reset returns only to a path of the site, however the path is spelled', async ({
    page,
    request,
  }) => {
    for (const to of ['/.//evil.example/phish', '/..//evil.example', '/%2e%2e//evil.example']) {
      const url = `/api/session/reset?to=${encodeURIComponent(to)}`;
      const answer = await request.get(url, { maxRedirects: 0 });
      expect(answer.status(), to).toBe(307);
      expect(answer.headers().location, to).toBe('/');
      await page.goto(url);
      expect(new URL(page.url()).origin, to).toBe(storefrontUrl);
    }
  });
});

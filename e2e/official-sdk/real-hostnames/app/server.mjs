// An app as its author wrote it for the real platform: a server that gets visitor tokens from
// https://www.wixapis.com with the official SDK and a page whose script (browser.mjs) fills a cart.
// Nothing here knows about the local platform; how it is started decides where the calls go.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createClient, OAuthStrategy } from '@wix/sdk';

const clientId = process.env.APP_CLIENT_ID ?? '';
const bundleFile = process.env.APP_BUNDLE ?? '';

const PAGE =
  '<!doctype html><meta charset="utf-8"><title>Shop</title><script src="/app.js"></script>';

/** A visitor's session starts on the server, as a server-rendered app would start it. */
async function visitorSession() {
  const client = createClient({ auth: OAuthStrategy({ clientId }) });
  return { clientId, tokens: await client.auth.generateVisitorTokens() };
}

async function answer(request, response) {
  const path = new URL(request.url ?? '/', 'http://app').pathname;
  if (request.method === 'POST' && path === '/api/visitor-session') {
    response.setHeader('content-type', 'application/json');
    return response.end(JSON.stringify(await visitorSession()));
  }
  if (path === '/app.js') {
    response.setHeader('content-type', 'text/javascript');
    return response.end(await readFile(bundleFile));
  }
  if (path === '/' || path === '/thank-you') {
    response.setHeader('content-type', 'text/html');
    return response.end(PAGE);
  }
  response.writeHead(404).end();
}

const server = createServer((request, response) => {
  answer(request, response).catch((error) => {
    console.error(error);
    response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error?.message ?? error));
  });
});
server.listen(0, '127.0.0.1', () =>
  console.log(`listening on http://127.0.0.1:${server.address().port}`),
);

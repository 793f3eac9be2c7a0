// The app's routes over node:http: GET / lists products, POST /cart adds one, GET /cart shows the
// cart, POST /checkout sends the buyer to the hosted checkout, GET /thank-you is where they return.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AppConfig } from './config.ts';
import { cartPage, errorPage, productsPage, thankYouPage } from './pages.ts';
import { saveTokens, sessionOf, type Session } from './sessions.ts';
import {
  addToCart,
  cartLines,
  checkoutUrl,
  listProducts,
  messageOf,
  shopClient,
  statusOf,
  type ShopClient,
} from './shop.ts';

const MAX_FORM_BYTES = 4096;

interface Reply {
  status: number;
  html?: string;
  location?: string;
}

type Handler = (client: ShopClient, request: IncomingMessage, config: AppConfig) => Promise<Reply>;

const routes: Record<string, Handler> = {
  'GET /': async (client) => ({ status: 200, html: productsPage(await listProducts(client)) }),
  'POST /cart': async (client, request) => {
    const productId = (await formOf(request)).get('productId') ?? '';
    if (!productId) return { status: 400, html: errorPage('Say which product to add.') };
    await addToCart(client, productId);
    return { status: 303, location: '/cart' };
  },
  'GET /cart': async (client) => ({ status: 200, html: cartPage(await cartLines(client)) }),
  'POST /checkout': async (client, _request, config) => ({
    status: 303,
    location: await checkoutUrl(client, `${config.appUrl}/thank-you`),
  }),
  'GET /thank-you': async () => ({ status: 200, html: thankYouPage() }),
};

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) {
    body += String(chunk);
    if (body.length > MAX_FORM_BYTES) throw new RangeError('form too large');
  }
  return new URLSearchParams(body);
}

function send(response: ServerResponse, session: Session, reply: Reply): void {
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (session.setCookie) headers['set-cookie'] = session.setCookie;
  if (reply.location) headers.location = reply.location;
  if (reply.html) headers['content-type'] = 'text/html; charset=utf-8';
  response.writeHead(reply.status, headers).end(reply.html ?? '');
}

async function handle(config: AppConfig, request: IncomingMessage, response: ServerResponse) {
  const session = sessionOf(request);
  const path = new URL(request.url ?? '/', 'http://app').pathname;
  const route = routes[`${request.method} ${path}`];
  if (!route) return send(response, session, { status: 404, html: errorPage('No such page.') });
  const client = shopClient(config.clientId, session.tokens);
  try {
    const reply = await route(client, request, config);
    saveTokens(session, client.auth.getTokens());
    send(response, session, reply);
  } catch (error) {
    // The platform refusing the request (a product that needs its options chosen, a site that
    // is not premium) is the buyer's to read; anything else is this app's or the platform's fault.
    const refused = statusOf(error);
    const status = error instanceof RangeError ? 413 : refused && refused < 500 ? refused : 502;
    if (status === 502) console.error(error);
    send(response, session, { status, html: errorPage(messageOf(error)) });
  }
}

/** Listens on 127.0.0.1 only: a starter on a developer's machine is not a public server. */
export function startServer(config: AppConfig): Promise<Server> {
  const server = createServer((request, response) => void handle(config, request, response));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, '127.0.0.1', () => resolve(server));
  });
}

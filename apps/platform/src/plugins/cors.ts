import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { App } from '../kernel/app-type';
import { isLocalToolRequest } from './local-tools';
import { REQUEST_ID_HEADER } from './request-id';

const API_CORS: FastifyCorsOptions = {
  origin: '*',
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  allowedHeaders: [
    'Authorization',
    'Content-Type',
    'x-wix-bi-gateway',
    'X-Wix-Consistent',
    // An API key travels with its site (or account) id (ApiKeyStrategy).
    'wix-site-id',
    'wix-account-id',
  ],
  // A retired generation's answers say so (plugins/retired-apis.ts): a page's code may read it.
  exposedHeaders: [REQUEST_ID_HEADER, 'X-Wix-Consistent', 'Deprecation', 'Sunset', 'Link'],
  maxAge: 600,
  // A bare OPTIONS would otherwise get a plain-text 400 instead of an envelope.
  strictPreflight: false,
};

/**
 * Browsers call the API straight from a storefront page (docs/protocol.md §1.4). The local tools get no
 * CORS at all: the mail outbox and the inspector are readable by their own pages only, and their
 * preflights fall through to the 404/405 envelope.
 */
export async function corsPlugin(app: App): Promise<void> {
  await app.register(cors, {
    delegator: (request, callback) =>
      callback(null, isLocalToolRequest(request) ? { origin: false } : API_CORS),
  });
}

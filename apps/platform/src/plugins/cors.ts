import cors from '@fastify/cors';
import type { App } from '../app';
import { REQUEST_ID_HEADER } from './request-id';

/** Browsers call the platform straight from a storefront page (docs/protocol.md §1.4). */
export async function corsPlugin(app: App): Promise<void> {
  await app.register(cors, {
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
    exposedHeaders: [REQUEST_ID_HEADER, 'X-Wix-Consistent'],
    maxAge: 600,
    // A bare OPTIONS would otherwise get a plain-text 400 instead of an envelope.
    strictPreflight: false,
  });
}

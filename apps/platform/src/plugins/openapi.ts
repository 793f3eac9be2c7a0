import swagger from '@fastify/swagger';
import type { App } from '../kernel/app-type';
import { transformDocument, transformRoute } from './openapi-docs';

/** Registered before any route: swagger collects routes as they are added. */
export async function openapiPlugin(app: App): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Local platform',
        description: 'The local emulation of the platform REST API (see apps/platform/README.md).',
        version: '0.0.0',
      },
    },
    transform: transformRoute,
    transformObject: transformDocument,
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

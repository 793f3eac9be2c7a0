import { z } from 'zod';
import type { App } from '../app';

export function healthRoute(app: App): void {
  app.get(
    '/health',
    { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );
}

import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../src/kernel/app-type';

/** A browser's form post to a hosted page: the fields url-encoded, as a `<form>` sends them. */
export function postForm(
  app: App,
  url: string,
  fields: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

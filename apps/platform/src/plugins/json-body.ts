import type { App } from '../app';

/**
 * An empty body with `Content-Type: application/json` is no body, not malformed JSON: clients that
 * set the header on every request (a DELETE of the current cart, say) must not get a 400 for it.
 * A route that needs a body still says so through its schema ("body" is required).
 */
export function jsonBodyPlugin(app: App): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') return done(null, undefined);
    parseJson(request, body as string, done);
  });
}

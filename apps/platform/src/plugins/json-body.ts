import type { App } from '../kernel/app-type';
import { inputViolation } from '../http/input-limits';
import { validationError } from '../kernel/errors';

/**
 * An empty body with `Content-Type: application/json` is no body, not malformed JSON: clients that
 * set the header on every request (a DELETE of the current cart, say) must not get a 400 for it.
 * A route that needs a body still says so through its schema ("body" is required).
 * A parsed body is checked against the input limits here, before any hook, schema or handler
 * (something recursive or the database) sees it.
 */
export function jsonBodyPlugin(app: App): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') return done(null, undefined);
    // The default parser is the callback kind: it answers through the callback, never a promise.
    void parseJson(request, body as string, (error, parsed) => {
      if (error) return done(error);
      checkedBody(parsed, done);
    });
  });
}

type Done = (error: Error | null, body?: unknown) => void;

/** Hands a parsed body on, or the 400 for its first problem (see http/input-limits). */
export function checkedBody(body: unknown, done: Done): void {
  const problem = inputViolation(body);
  if (problem) done(validationError([problem]));
  else done(null, body);
}

import type { App } from '../kernel/app-type';
import { assertAcceptableInput } from '../http/input-limits';

/**
 * Header values, path parameters and the query string are checked against the input limits before
 * anything reads them: registered ahead of auth, which looks tokens and site ids up in the
 * database. Bodies are checked by their parsers (json-body, form-body), complex GETs' decoded
 * queries by http/complex-get.
 */
export function inputGuardPlugin(app: App): void {
  app.addHook('onRequest', async (request) => {
    assertAcceptableInput(request.headers, 'headers');
    assertAcceptableInput(request.params, 'params');
    assertAcceptableInput(request.query, 'query');
  });
}

import type { App } from '../kernel/app-type';
import { checkedBody } from './json-body';

/** application/x-www-form-urlencoded as a flat object of strings (the token endpoint accepts it). */
export function formBodyPlugin(app: App): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      checkedBody(Object.fromEntries(new URLSearchParams(body as string)), done);
    },
  );
}

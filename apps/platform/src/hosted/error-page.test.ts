import { MAX_ID_LENGTH } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { errorEnvelopeOf, useTestApp } from '../../test/harness';
import { REQUEST_ID_HEADER } from '../plugins/request-id';

const t = useTestApp();
const BROWSER = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const LONG = 'x'.repeat(MAX_ID_LENGTH + 1);
/** An account link whose section was cut or edited past what any section name can be. */
const EDITED_LINK = `/hosted/members-account/some-session?section=${LONG}`;

/** The page's heading and status line, as a person reads them. */
function wordsOf(body: string): string[] {
  const heading = /<h1>([^<]*)<\/h1>/.exec(body)?.[1] ?? '';
  const status = /<p role="status">([^<]*)<\/p>/.exec(body)?.[1] ?? '';
  return [heading, status.replace(/\s+/g, ' ').trim()];
}

describe('a hosted link that does not work, opened in a browser', () => {
  it('is a page with the status, what to do and the request id, not JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: EDITED_LINK, headers: BROWSER });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(wordsOf(res.body)).toEqual([
      'This link does not work',
      'The link was changed or cut short. Go back to the site and start again from there.',
    ]);
    expect(res.body).toContain('section');
    expect(res.body).toContain(`request id ${String(res.headers[REQUEST_ID_HEADER])}`);
    expect(res.body).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('is a page too when the framework refuses the URL before any route (an over-long id)', async () => {
    const url = `/hosted/members-account/${LONG}`;
    const res = await t.app.inject({ method: 'GET', url, headers: BROWSER });
    expect(res.statusCode).toBe(414);
    expect(wordsOf(res.body)[0]).toBe('This link does not work');
    expect(res.body).toContain(`request id ${String(res.headers[REQUEST_ID_HEADER])}`);
  });

  it('says a hosted page that does not exist is not found; other methods keep JSON', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/hosted/no-such-flow',
      headers: BROWSER,
    });
    expect(res.statusCode).toBe(404);
    expect(wordsOf(res.body)[0]).toBe('Page not found');
    const deleted = await t.app.inject({ method: 'DELETE', url: '/hosted/mail', headers: BROWSER });
    expect(deleted.statusCode).toBe(405);
    expect(deleted.headers['content-type']).toMatch(/^application\/json/);
  });

  it('stays the JSON envelope for API clients and for paths outside the hosted pages', async () => {
    const api = await t.app.inject({ method: 'GET', url: EDITED_LINK });
    expect(api.statusCode).toBe(400);
    expect(errorEnvelopeOf(api).details.validationError?.fieldViolations[0]?.field).toBe('section');
    const elsewhere = await t.app.inject({ method: 'GET', url: '/no-such-path', headers: BROWSER });
    expect(elsewhere.statusCode).toBe(404);
    expect(errorEnvelopeOf(elsewhere).details.applicationError?.code).toBe('NOT_FOUND');
  });
});

import type { ErrorPage } from '../plugins/error-handler';
import { html, page } from './html';

/** What a person reads, by status: what happened and what to do next. */
function wordsFor(status: number): { title: string; message: string } {
  if (status === 404 || status === 405)
    return {
      title: 'Page not found',
      message:
        'This page does not exist or the link is incomplete. Go back to the site and start again from there.',
    };
  if (status < 500)
    return {
      title: 'This link does not work',
      message: 'The link was changed or cut short. Go back to the site and start again from there.',
    };
  return {
    title: 'Something went wrong',
    message: 'The local platform could not show this page. Try again in a moment.',
  };
}

/**
 * A hosted page's error for a browser: the same status and request id as the API's envelope, in
 * the hosted pages' look, with the envelope's message (never a stack) for the developer.
 */
export const hostedErrorPage: ErrorPage = (status, envelope, requestId) => {
  const { title, message } = wordsFor(status);
  return page(
    title,
    html`<h1>${title}</h1>
      <p role="status">${message}</p>
      <p class="hint">${envelope.message} (request id ${requestId})</p>`,
  );
};

import { ApplicationError, ConnectionError } from '@headless/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidArgument, logActionFailure, toActionError } from './action-error';

afterEach(() => vi.restoreAllMocks());

const premium = () =>
  new ApplicationError({
    message: 'Checkout of a paid service needs a premium site',
    code: 'PREMIUM_REQUIRED',
    description: 'Checkout of a paid service needs a premium site',
  });

describe('toActionError', () => {
  it('keeps the platform code, so the page can open the premium modal', () => {
    expect(toActionError(premium())).toEqual({
      code: 'PREMIUM_REQUIRED',
      message: 'Checkout of a paid service needs a premium site',
    });
  });

  it('says plainly when the platform cannot be reached', () => {
    const error = new ConnectionError({ url: 'http://x/y', baseUrl: 'http://x', cause: 'refused' });
    expect(toActionError(error)).toEqual({
      code: 'CONNECTION_FAILED',
      message: 'The storefront cannot reach the platform.',
    });
  });

  it('passes any other error on by its message', () => {
    expect(toActionError(new Error('boom'))).toEqual({ message: 'boom' });
  });
});

describe('invalidArgument', () => {
  it('refuses with the code the platform would use, and the words the page shows', () => {
    expect(invalidArgument('Choose a product first.')).toEqual({
      error: { code: 'INVALID_ARGUMENT', message: 'Choose a product first.' },
    });
  });
});

describe('logActionFailure', () => {
  it('logs an answer the platform meant as one line, and anything else with its stack', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    logActionFailure('Checkout failed', premium());
    const boom = new Error('boom');
    logActionFailure('Checkout failed', boom);
    expect(log.mock.calls).toEqual([
      ['Checkout failed: PREMIUM_REQUIRED: Checkout of a paid service needs a premium site'],
      ['Checkout failed', boom],
    ]);
  });
});

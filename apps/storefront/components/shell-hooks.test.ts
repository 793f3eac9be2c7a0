import { createElement, type FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useClient } from './client/client-provider';
import { LoadingProvider } from './loader/loading-provider';
import { useAsyncHandler } from './loader/use-async-handler';
import { useModal } from './modals/modal-provider';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Renders one component that calls a hook; the error it throws, if any. */
function renderError(hook: () => unknown): unknown {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const Component: FunctionComponent = () => (hook(), null);
  try {
    renderToString(createElement(Component));
    return undefined;
  } catch (error) {
    return error;
  }
}

describe('hooks outside their provider (issue item 4)', () => {
  it('useModal names the ModalProvider', () => {
    expect(renderError(useModal)).toEqual(
      new Error('useModal must be used within a ModalProvider'),
    );
  });

  it('useClient names the ClientProvider', () => {
    expect(renderError(useClient)).toEqual(
      new Error('useClient must be used within a ClientProvider'),
    );
  });
});

/** The handler useAsyncHandler returns for fn, taken from a server render inside the provider. */
function asyncHandlerFor<Args extends unknown[], Result>(fn: (...args: Args) => Promise<Result>) {
  let handler: ((...args: Args) => Promise<Result>) | undefined;
  const Capture: FunctionComponent = () => {
    handler = useAsyncHandler(fn);
    return null;
  };
  renderToString(createElement(LoadingProvider, null, createElement(Capture)));
  if (!handler) throw new Error('the hook did not run');
  return handler;
}

describe('useAsyncHandler (issue item 3)', () => {
  it('passes arguments through and resolves with the result', async () => {
    const handler = asyncHandlerFor(async (a: number, b: number) => a + b);
    await expect(handler(2, 3)).resolves.toBe(5);
  });

  it("logs 'Error:' with the error and rethrows the same error", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('boom');
    const handler = asyncHandlerFor(async () => {
      throw failure;
    });
    await expect(handler()).rejects.toBe(failure);
    expect(logged).toHaveBeenCalledWith('Error:', failure);
  });
});

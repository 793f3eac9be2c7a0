import { createElement, type FunctionComponent } from 'react';
import { redirect } from 'next/navigation';
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

  it('rethrows the same error without logging it: the caller shows it on the page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('boom');
    const handler = asyncHandlerFor(async () => {
      throw failure;
    });
    await expect(handler()).rejects.toBe(failure);
    expect(logged).not.toHaveBeenCalled();
  });

  it("treats a server action's redirect as a navigation: never settles, logs nothing", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler = asyncHandlerFor(async () => redirect('https://hosted.example/checkout'));
    const pending = Symbol('pending');
    const settled = await Promise.race([
      handler().then(
        () => 'resolved',
        () => 'rejected',
      ),
      new Promise((resolve) => setTimeout(() => resolve(pending), 20)),
    ]);
    expect(settled).toBe(pending);
    expect(logged).not.toHaveBeenCalled();
  });
});

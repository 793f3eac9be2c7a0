import { OAuthFlowError } from './oauth-flow-error';

/** docs/protocol.md §5.4: the official SDK gives up on the hidden iframe after two minutes. */
export const SILENT_FLOW_TIMEOUT_MS = 120000;

/** The part of `window` the silent flow uses; tests pass a fake. */
export interface SilentFlowWindow {
  document: {
    createElement(tag: 'iframe'): {
      src: string;
      style: { display: string };
      remove(): void;
    };
    body: { appendChild(node: unknown): unknown };
  };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface SilentFlowOptions {
  /** Default: the global `window`; the flow is browser-only. */
  window?: SilentFlowWindow;
  /** Default 120000. */
  timeoutMs?: number;
}

interface AuthorizationMessage {
  code?: string;
  state?: string;
  error?: string;
  errorDescription?: string;
  error_description?: string;
}

/**
 * Loads `authUrl` in a hidden iframe and resolves with the `{code, state}` its page posts back.
 * Only messages from the iframe's origin with our `state` count; anything else is ignored.
 */
export function awaitAuthorizationMessage(
  authUrl: string,
  state: string,
  options: SilentFlowOptions = {},
): Promise<{ code: string; state: string }> {
  const win = options.window ?? browserWindow();
  const origin = new URL(authUrl).origin;
  return new Promise((resolve, reject) => {
    const iframe = win.document.createElement('iframe');
    const cleanup = () => {
      clearTimeout(timer);
      win.removeEventListener('message', onMessage);
      iframe.remove();
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new OAuthFlowError('TIMEOUT', 'OAuth flow timed out'));
    }, options.timeoutMs ?? SILENT_FLOW_TIMEOUT_MS);
    function onMessage(event: MessageEvent) {
      const data = event.data as AuthorizationMessage | null;
      if (event.origin !== origin || typeof data !== 'object' || data?.state !== state) return;
      cleanup();
      if (typeof data.code === 'string') return resolve({ code: data.code, state });
      const description = data.errorDescription ?? data.error_description ?? data.error;
      reject(new OAuthFlowError('AUTHORIZATION_FAILED', description ?? 'No authorization code'));
    }
    win.addEventListener('message', onMessage);
    iframe.style.display = 'none';
    iframe.src = authUrl;
    win.document.body.appendChild(iframe);
  });
}

function browserWindow(): SilentFlowWindow {
  if (typeof window === 'undefined') {
    throw new OAuthFlowError(
      'NOT_IN_BROWSER',
      'getMemberTokensForDirectLogin runs in a browser only (it needs a hidden iframe)',
    );
  }
  return window;
}

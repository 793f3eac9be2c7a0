import { ConnectionError, errorFromFailure, errorFromResponse, parseJson } from './errors';
import { prepareRequest, type PreparedRequest, type RequestSpec } from './request';
import {
  canRetryConnectionError,
  defaultRetryOptions,
  isRetryableStatus,
  retryDelay,
  type RetryOptions,
} from './retry';

/** What modules get: one way to call the platform. */
export interface RequestContext {
  request<T>(spec: RequestSpec): Promise<T>;
}

export interface HttpClient extends RequestContext {
  readonly baseUrl: string;
}

/** Where every pipeline sends its calls unless told `apiBaseUrl`: the local platform's own port. */
export const DEFAULT_API_BASE_URL = 'http://localhost:4000';

export interface HttpClientOptions {
  baseUrl: string;
  fetch?: typeof fetch | undefined;
  retry?: Partial<RetryOptions> | undefined;
  /** Called before every authenticated attempt, so a token refreshed meanwhile is used. */
  authHeaders?: () => Promise<Record<string, string>>;
}

const CONSISTENT_HEADER = 'x-wix-consistent';

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const retry = { ...defaultRetryOptions, ...options.retry };
  // Read-your-writes: once the platform hands out a consistency token, every later call echoes it.
  let consistent: string | undefined;

  async function headersFor(spec: RequestSpec, prepared: PreparedRequest) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (prepared.body !== undefined) headers['Content-Type'] = 'application/json';
    if (consistent !== undefined) headers['X-Wix-Consistent'] = consistent;
    if (spec.auth !== false && options.authHeaders)
      Object.assign(headers, await options.authHeaders());
    return headers;
  }

  /** Aborts the attempt, body included; one that timed out before a response counts as lost. */
  function timeout(): AbortSignal | undefined {
    const ms = retry.attemptTimeoutMs;
    return Number.isFinite(ms) && ms > 0 ? AbortSignal.timeout(ms) : undefined;
  }

  async function send(spec: RequestSpec, prepared: PreparedRequest, attempt: number) {
    const headers = await headersFor(spec, prepared);
    const doFetch = options.fetch ?? globalThis.fetch;
    try {
      const init = { method: prepared.method, headers, body: prepared.body, signal: timeout() };
      return { response: await doFetch(prepared.url, init) };
    } catch (cause) {
      if (!canRetryConnectionError(prepared.idempotent, cause)) return { cause, delay: undefined };
      return { cause, delay: retryDelay(retry, attempt) };
    }
  }

  async function request<T>(spec: RequestSpec): Promise<T> {
    const prepared = prepareRequest(options.baseUrl, spec);
    for (let attempt = 0; ; attempt++) {
      const { response, cause, delay } = await send(spec, prepared, attempt);
      if (!response) {
        if (delay === undefined) {
          throw new ConnectionError({ url: prepared.url, baseUrl: options.baseUrl, cause });
        }
        await retry.sleep(delay);
        continue;
      }
      consistent = response.headers.get(CONSISTENT_HEADER) ?? consistent;
      if (response.status === 200) return readSuccess<T>(response, spec);
      const wait = isRetryableStatus(prepared.idempotent, response.status)
        ? retryDelay(retry, attempt, response.headers.get('retry-after'))
        : undefined;
      if (wait === undefined) throw await errorFromResponse(response, spec.fieldMap);
      await response.body?.cancel();
      await retry.sleep(wait);
    }
  }

  return { baseUrl: options.baseUrl, request };
}

/** Success is HTTP 200 with a JSON body, nothing else (docs/protocol.md §1.5). */
async function readSuccess<T>(response: Response, spec: RequestSpec): Promise<T> {
  // A body cut off mid-read counts as a success without JSON.
  const text = await response.text().catch(() => '');
  const body = parseJson(text);
  if (typeof body === 'object' && body !== null) return body as T;
  const requestId = response.headers.get('x-wix-request-id') ?? undefined;
  const failure = { status: 200, statusText: response.statusText, requestId, body: body ?? text };
  throw errorFromFailure(failure, spec.fieldMap);
}

export interface SendResult {
  startedAt: Date;
  durationMs: number;
  /** Absent when no response came (refused, timed out, reset). */
  statusCode?: number;
  error?: string;
}

export const USER_AGENT = 'headless-local-platform-webhooks/1';

export interface SendRequest {
  url: string;
  body: string;
  deliveryId: number;
  attempt: number;
  timeoutMs: number;
}

/** One POST of a signed body; never throws, a failure is part of the result. */
export async function postDelivery(request: SendRequest): Promise<SendResult> {
  // A measurement of the send itself (its start and duration), so the wall clock, not "now".
  const startedAt = new Date();
  const elapsed = () => Date.now() - startedAt.getTime();
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      body: request.body,
      headers: {
        'content-type': 'text/plain',
        'user-agent': USER_AGENT,
        'x-webhook-delivery-id': String(request.deliveryId),
        'x-webhook-attempt': String(request.attempt),
      },
      redirect: 'manual',
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    // The receiver's answer is not used; drain it so the connection is released.
    await response.arrayBuffer().catch(() => undefined);
    const ok = response.status >= 200 && response.status < 300;
    return {
      startedAt,
      durationMs: elapsed(),
      statusCode: response.status,
      ...(ok ? {} : { error: `HTTP ${response.status}` }),
    };
  } catch (error) {
    return { startedAt, durationMs: elapsed(), error: describeFailure(error, request.timeoutMs) };
  }
}

function describeFailure(error: unknown, timeoutMs: number): string {
  const err = error as {
    name?: string;
    message?: string;
    cause?: { code?: string; message?: string };
  };
  if (err.name === 'TimeoutError') return `timed out after ${timeoutMs} ms`;
  const cause = err.cause?.code ?? err.cause?.message;
  return cause ? `${err.message ?? 'request failed'}: ${cause}` : (err.message ?? String(error));
}

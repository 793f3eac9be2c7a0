import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { applicationEnvelope, statusErrorCode } from '../http/envelope';
import { genReqId, REQUEST_ID_HEADER } from './request-id';

/** The statuses Node's parse errors are answered with. */
type ClientErrorStatus = 400 | 408 | 431;

const messages: Record<ClientErrorStatus, string> = {
  400: 'The request could not be parsed as HTTP',
  408: 'The request took too long to arrive',
  431: 'The request headers are too large',
};

/** The HTTP status for a parse error Node raises before Fastify sees a request. */
export function clientErrorStatus(code: string | undefined): ClientErrorStatus {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

/** The raw response for such an error: the platform's envelope and a request id, like any other. */
export function clientErrorResponse(status: ClientErrorStatus, requestId = genReqId()): string {
  const name = STATUS_CODES[status] ?? 'Bad Request';
  const body = JSON.stringify(applicationEnvelope(statusErrorCode(status), messages[status]));
  return [
    `HTTP/1.1 ${status} ${name}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    `${REQUEST_ID_HEADER}: ${requestId}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Fastify's `clientErrorHandler`: same behaviour as its default, with our envelope. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) socket.write(clientErrorResponse(clientErrorStatus(error.code)));
  socket.destroy(error);
}

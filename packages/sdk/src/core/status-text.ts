/**
 * Reason phrases as error codes, for 4xx responses that carry no details (docs/protocol.md, "Our
 * decisions").
 */
export function upperSnake(text: string) {
  return text
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

// HTTP/2 responses carry no reason phrase, so the common ones are filled in here.
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  428: 'Precondition Required',
  429: 'Too Many Requests',
};

export function statusTextOf(status: number) {
  return STATUS_TEXT[status] ?? `HTTP ${status}`;
}

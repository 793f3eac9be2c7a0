import { describe, expect, it } from 'vitest';
import {
  ApplicationError,
  ConnectionError,
  PlatformError,
  SystemError,
  ValidationError,
  errorFromResponse,
} from './errors';
import { upperSnake } from './status-text';

function response(status: number, body: unknown, statusText = '', requestId?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (requestId) headers['x-wix-request-id'] = requestId;
  const text = typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body);
  return new Response(text, { status, statusText, headers });
}

const violation = (field: string, description: string) => ({
  field,
  description,
  violatedRule: 'FORMAT',
});

describe('errorFromResponse', () => {
  it('maps a validation error: fields mapped to argument names, sorted, in the message', async () => {
    const body = {
      message: 'invalid request',
      details: {
        validationError: {
          fieldViolations: [
            violation('serviceId', 'must be a GUID'),
            violation('conditionalFields.0', 'unknown value'),
            violation('query.filter.type', 'bad type'),
          ],
        },
      },
    };
    const map = { conditionalFields: 'options.conditionalFields' };
    const error = await errorFromResponse(response(400, body, 'Bad Request', 'req-1'), map);

    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error.message).toBe(
      'INVALID_ARGUMENT: "options.conditionalFields.0" unknown value, "query.filter.type" bad type, "serviceId" must be a GUID',
    );
    expect(error.code).toBe('INVALID_ARGUMENT');
    expect(error.status).toBe(400);
    expect(error.requestId).toBe('req-1');
    expect(error.body).toEqual(body);
    expect((error as ValidationError).fieldViolations.map((v) => v.field)).toEqual([
      'options.conditionalFields.0',
      'query.filter.type',
      'serviceId',
    ]);
  });

  it('maps an application error and appends a differing description', async () => {
    const body = {
      message: 'Service not found',
      details: {
        applicationError: {
          code: 'SERVICE_NOT_FOUND',
          description: 'no such id',
          data: { id: 'S1' },
        },
      },
    };
    const error = await errorFromResponse(response(404, body, 'Not Found', 'req-2'));

    expect(error).toBeInstanceOf(ApplicationError);
    const app = error as ApplicationError;
    expect(app.message).toBe('Service not found: no such id');
    expect(app.code).toBe('SERVICE_NOT_FOUND');
    expect(app.description).toBe('no such id');
    expect(app.data).toEqual({ id: 'S1' });
    expect(app.details).toEqual(body.details);
    expect(app.requestId).toBe('req-2');
  });

  it('does not repeat a description equal to the message', async () => {
    const body = {
      message: 'Unknown client id X',
      details: {
        applicationError: { code: 'INVALID_CLIENT_ID', description: 'Unknown client id X' },
      },
    };
    const error = await errorFromResponse(response(400, body, 'Bad Request'));
    expect(error.message).toBe('Unknown client id X');
    expect(error.code).toBe('INVALID_CLIENT_ID');
  });

  it('maps an application error on a 5xx status by its details, not its status', async () => {
    const body = {
      message: 'boom',
      details: { applicationError: { code: 'INTERNAL_ERROR', description: 'boom' } },
    };
    const error = await errorFromResponse(response(500, body));
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error.code).toBe('INTERNAL_ERROR');
  });

  it('maps any other 4xx to an application error named after the status text', async () => {
    const error = await errorFromResponse(response(404, undefined, 'Not Found'));
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error.message).toBe('Not Found');
    expect(error.code).toBe('NOT_FOUND');
    expect((error as ApplicationError).description).toBe('Not Found');
  });

  it('keeps a server message on a 4xx without details', async () => {
    const error = await errorFromResponse(response(403, { message: 'nope' }, 'Forbidden'));
    expect(error.message).toBe('nope: Forbidden');
    expect(error.code).toBe('FORBIDDEN');
  });

  it('fills the status text when the response has none (HTTP/2)', async () => {
    const error = await errorFromResponse(response(429, ''));
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect((error as ApplicationError).description).toBe('Too Many Requests');
  });

  it('maps a 5xx without details to a system error with the request id', async () => {
    const error = await errorFromResponse(
      response(502, '<html>bad gateway</html>', 'Bad Gateway', 'req-3'),
    );
    expect(error).toBeInstanceOf(SystemError);
    expect(error.message).toBe('System error occurred, request-id: req-3');
    expect(error.code).toBe('UNKNOWN');
    expect(error.body).toBe('<html>bad gateway</html>');
  });

  it('omits the request id from a system error when unknown', async () => {
    const error = await errorFromResponse(response(500, { message: 'x', details: {} }));
    expect(error).toBeInstanceOf(SystemError);
    expect(error.message).toBe('System error occurred');
  });

  it('takes a system error code from details.systemError', async () => {
    const body = { message: 'x', details: { systemError: { errorCode: 'DB_DOWN' } } };
    const error = await errorFromResponse(response(503, body));
    expect(error.code).toBe('DB_DOWN');
  });

  it('treats a non-200 success status as a system error', async () => {
    const error = await errorFromResponse(response(201, { id: 'x' }, 'Created'));
    expect(error).toBeInstanceOf(SystemError);
  });
});

describe('ConnectionError', () => {
  it('is a SystemError naming the URL and the cause', () => {
    const cause = new TypeError('fetch failed', {
      cause: Object.assign(new Error('x'), { code: 'ECONNREFUSED' }),
    });
    const error = new ConnectionError({
      url: 'http://127.0.0.1:1/x',
      baseUrl: 'http://127.0.0.1:1',
      cause,
    });
    expect(error).toBeInstanceOf(SystemError);
    expect(error.code).toBe('CONNECTION_FAILED');
    expect(error.baseUrl).toBe('http://127.0.0.1:1');
    expect(error.message).toBe(
      'Could not reach the platform at http://127.0.0.1:1/x: fetch failed (ECONNREFUSED)',
    );
    expect(error.name).toBe('ConnectionError');
  });
});

describe('upperSnake', () => {
  it('turns a reason phrase into a code', () => {
    expect(upperSnake('Payload Too Large')).toBe('PAYLOAD_TOO_LARGE');
    expect(upperSnake("I'm a teapot")).toBe('I_M_A_TEAPOT');
  });
});

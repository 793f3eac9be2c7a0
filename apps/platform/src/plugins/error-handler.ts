import { PlatformErrorCode, type ErrorEnvelope } from '@headless/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { App } from '../kernel/app-type';
import { findInCauseChain, type CauseLink } from '../db/cause-chain';
import { isUniqueViolation } from '../db/unique-violation';
import { DomainError, RequestValidationError } from '../kernel/errors';
import {
  applicationEnvelope,
  statusErrorCode,
  systemEnvelope,
  validationEnvelope,
} from '../http/envelope';
import { violationsFromIssues } from '../http/zod-violations';
import { REQUEST_ID_HEADER } from './request-id';

interface Rendered {
  status: number;
  body: ErrorEnvelope;
}

/**
 * How an error reads as a page, for a person's browser on a hosted page (a hand-edited or stale
 * link). The hosted pages give it: they sit above the plugins, which only call it.
 */
export type ErrorPage = (status: number, envelope: ErrorEnvelope, requestId: string) => string;

/**
 * The one error handler: every failure leaves as an envelope with a request id, never a stack; a
 * browser asking for a hosted page gets the same error as a page (`errorPage`).
 */
export function errorHandlerPlugin(app: App, errorPage?: ErrorPage): void {
  app.setErrorHandler((error, request, reply) => {
    const rendered = render(error, request);
    // A client's mistake is one line: no stack, and no SQL or parameters from a database error.
    if (rendered.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: codeOf(rendered.body) }, `request rejected: ${rendered.status}`);
    return sendError(reply, request, rendered.status, rendered.body, errorPage);
  });
}

/** A browser opening a hosted page: a GET that takes HTML, under /hosted/. */
function wantsPage(request: FastifyRequest): boolean {
  const reading = request.method === 'GET' || request.method === 'HEAD';
  return (
    reading && request.url.startsWith('/hosted/') && !!request.headers.accept?.includes('text/html')
  );
}

/** The error as a page when a browser asked for a hosted page and a page is given, else the envelope. */
export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  body: ErrorEnvelope,
  errorPage?: ErrorPage,
): FastifyReply {
  if (!errorPage || !wantsPage(request)) return sendEnvelope(reply, request, status, body);
  return reply
    .header(REQUEST_ID_HEADER, request.id)
    .code(status)
    .type('text/html; charset=utf-8')
    .send(errorPage(status, body, request.id));
}

/**
 * The handler of errors Fastify raises before routing (a malformed or over-long URL): the same
 * envelope and request id, or page (`errorPage`), as every other error.
 */
export function frameworkErrors(errorPage?: ErrorPage) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const rendered = renderFrameworkError(error);
    return sendError(reply, request, rendered.status, rendered.body, errorPage);
  };
}

export function sendEnvelope(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  body: ErrorEnvelope,
): FastifyReply {
  return reply
    .header(REQUEST_ID_HEADER, request.id)
    .code(status)
    .type('application/json')
    .send(body);
}

function render(error: unknown, request: FastifyRequest): Rendered {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const part = error.validationContext ?? 'body';
    const input = part === 'querystring' ? request.query : request[part];
    return {
      status: 400,
      body: validationEnvelope(violationsFromIssues(error.validation, part, input)),
    };
  }
  if (error instanceof RequestValidationError) {
    return { status: 400, body: validationEnvelope(error.fieldViolations) };
  }
  if (error instanceof DomainError) {
    return {
      status: error.status,
      body: applicationEnvelope(error.code, error.message, error.data, error.description),
    };
  }
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  if (isDataException(error)) return dataException();
  if (isUniqueViolation(error)) return alreadyExists();
  return renderFrameworkError(error as FastifyError);
}

/** Fastify's own 4xx errors (body parsing, content type); anything else is a 500. */
function renderFrameworkError(error: FastifyError): Rendered {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return badBody('is not valid JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return tooLarge();
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, body: applicationEnvelope(statusErrorCode(status), error.message) };
  }
  return { status: 500, body: systemEnvelope(PlatformErrorCode.internal, 'Internal server error') };
}

/**
 * The database is down or restarting: a 503 the client may retry (the SDK does), not a 500 bug.
 * Connection failures and PostgreSQL's class 08 and 57P0x codes, found anywhere in the cause chain
 * (Drizzle wraps the driver's error).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return inCauseChain(error, ({ code, message }) => {
    if (typeof code === 'string' && DATABASE_DOWN_CODES.test(code)) return true;
    return typeof message === 'string' && /Connection terminated|connection timeout/i.test(message);
  });
}

const DATABASE_DOWN_CODES = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|08\d{3}|57P0[1-3])$/;

/**
 * PostgreSQL's class 22 (data exception: untranslatable character, string too long, invalid text
 * representation, numeric out of range…) is a value the client sent. The edge checks
 * (http/input-limits, the schemas' bounds) should refuse it first; this is the safety net.
 */
export function isDataException(error: unknown): boolean {
  return inCauseChain(
    error,
    ({ code }) => typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code),
  );
}

/** Whether an error or one of its causes matches (Drizzle wraps the driver's error). */
function inCauseChain(error: unknown, matches: (link: CauseLink) => boolean): boolean {
  return findInCauseChain(error, matches) !== undefined;
}

const dataException = (): Rendered => ({
  status: 400,
  body: applicationEnvelope(
    'INVALID_ARGUMENT',
    'A value in the request cannot be stored in the field it was sent for',
  ),
});

export const databaseUnavailable = (): Rendered => ({
  status: 503,
  body: systemEnvelope(PlatformErrorCode.databaseUnavailable, 'The database is unavailable'),
});

/**
 * A unique violation that no domain path turned into its own answer (each race should have one:
 * see unique-races.test.ts): the row exists, so a 409, and as a client answer it is logged at info,
 * without the SQL.
 */
export const alreadyExists = (): Rendered => ({
  status: 409,
  body: applicationEnvelope(PlatformErrorCode.alreadyExists, 'The resource already exists'),
});

const badBody = (description: string): Rendered => ({
  status: 400,
  body: validationEnvelope([
    { field: 'body', description, violatedRule: 'FORMAT', ruleName: 'JSON' },
  ]),
});

export const tooLarge = (): Rendered => ({
  status: 413,
  body: applicationEnvelope(PlatformErrorCode.payloadTooLarge, 'Request body is larger than 1 MiB'),
});

function codeOf(body: ErrorEnvelope): string | number | undefined {
  return (
    body.details.applicationError?.code ??
    (body.details.validationError ? 'INVALID_ARGUMENT' : undefined)
  );
}

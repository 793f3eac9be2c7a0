/** Codes any area may answer with: the caller's credentials, routing, limits and outages. */
export const PlatformErrorCode = {
  invalidClientId: 'INVALID_CLIENT_ID',
  invalidRefreshToken: 'INVALID_REFRESH_TOKEN',
  /** client_credentials: an unknown or revoked app id, or a wrong app secret (401). */
  invalidAppCredentials: 'INVALID_APP_CREDENTIALS',
  /** client_credentials: the instance id is not the app's site (400). */
  invalidInstanceId: 'INVALID_INSTANCE_ID',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  appNotInstalled: 'APP_NOT_INSTALLED',
  notFound: 'NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  /** Sent as `details.systemError.errorCode` (500), like databaseUnavailable (503). */
  internal: 'INTERNAL_ERROR',
  databaseUnavailable: 'DATABASE_UNAVAILABLE',
  /**
   * A value the database cannot store in its column (400). Field checks answer `validationError`
   * instead, which names this code only in its message.
   */
  invalidArgument: 'INVALID_ARGUMENT',
  /** A write that collided with an existing row no domain check caught (409). */
  alreadyExists: 'ALREADY_EXISTS',
  /** The Host header does not name this platform (421, plugins/host-check). */
  misdirectedRequest: 'MISDIRECTED_REQUEST',
  /** The local platform's own tools asked without their token (403, plugins/local-tools). */
  toolsTokenRequired: 'TOOLS_TOKEN_REQUIRED',
} as const;
export type PlatformErrorCode = (typeof PlatformErrorCode)[keyof typeof PlatformErrorCode];

/** Fastify's and Node's own refusals, before any handler runs, named after their HTTP status. */
export const HttpStatusErrorCode = {
  badRequest: 'BAD_REQUEST',
  notAcceptable: 'NOT_ACCEPTABLE',
  requestTimeout: 'REQUEST_TIMEOUT',
  lengthRequired: 'LENGTH_REQUIRED',
  uriTooLong: 'URI_TOO_LONG',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  requestHeaderFieldsTooLarge: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
} as const;

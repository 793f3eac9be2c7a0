export { createClient, DEFAULT_API_BASE_URL } from './client';
export type {
  AuthStrategy,
  Client,
  ClientOptions,
  ModuleMap,
  OAuthClientOptions,
  StrategyClientOptions,
} from './client';
export { OAuthStrategy } from './auth/oauth-strategy';
export type { OAuthOptions, StandaloneOAuthOptions } from './auth/oauth-strategy';
export { ApiKeyStrategy } from './auth/api-key-strategy';
export type { ApiKeyOptions } from './auth/api-key-strategy';
export {
  PlatformError,
  ValidationError,
  ApplicationError,
  SystemError,
  ConnectionError,
} from './core/errors';
export type { SdkModule, ModuleApi } from './core/module';
export type { QueryBuilder } from './core/query-builder';
export type { QueryResult } from './core/query-result';
export type { RetryOptions } from './core/retry';
export type { FieldPath } from './core/field-path';
export type { DatesAt } from './core/transforms';
export type { Tokens, TokenRole } from '@headless/contract';

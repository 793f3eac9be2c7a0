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
export { OAuthFlowError } from './auth/oauth-flow-error';
export type { OAuthFlowErrorCode } from './auth/oauth-flow-error';
export { LoginState } from './auth/member-types';
export type {
  AuthUrl,
  AuthUrlOptions,
  CallbackParams,
  LoginErrorCode,
  LoginParams,
  RegisterParams,
  StateMachine,
} from './auth/member-types';
export type { OAuthData } from './auth/pkce';
export type { SilentFlowOptions, SilentFlowWindow } from './auth/silent-flow';
export { SILENT_FLOW_TIMEOUT_MS } from './auth/silent-flow';
export { OAUTH_DATA_STORAGE_KEY } from './auth/redirect-login';
export type { LoginWithRedirectOptions } from './auth/redirect-login';
export { ApiKeyStrategy } from './auth/api-key-strategy';
export type { ApiKeyOptions } from './auth/api-key-strategy';
export { AppStrategy } from './auth/app-strategy';
export type { AppStrategyOptions } from './auth/app-strategy';
export {
  PlatformError,
  ValidationError,
  ApplicationError,
  SystemError,
  ConnectionError,
  CONNECTION_FAILED,
} from './core/errors';
export type { SdkModule, ModuleApi, ModuleConfig } from './core/module';
export type { QueryBuilder } from './core/query-builder';
export type { QueryResult } from './core/query-result';
export type { RetryOptions } from './core/retry';
export type { FieldPath } from './core/field-path';
export type { DatesAt } from './core/transforms';
export type { Tokens, TokenRole } from '@headless/contract';

export { redirects } from './redirects';
export type { RedirectsApi } from './redirects';
export { isCallback, parseCallback, RedirectCallbackError } from './parse-callback';
export type {
  CallbackInput,
  CallbackStatus,
  CallbackType,
  RedirectCallback,
  RedirectCallbackErrorCode,
} from './parse-callback';
export type {
  BookingsCheckout,
  CreateRedirectSessionOptions,
  MembersAccountSection,
  RedirectCallbacks,
  RedirectIntents,
  RedirectPreferences,
  RedirectSession,
} from './redirect-types';

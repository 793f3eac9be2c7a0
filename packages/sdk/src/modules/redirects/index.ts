export { redirects } from './redirects';
export type { RedirectsApi } from './redirects';
export type {
  BookingsCheckout,
  CreateRedirectSessionOptions,
  RedirectCallbacks,
  RedirectIntents,
  RedirectPreferences,
  RedirectSession,
} from './redirect-types';

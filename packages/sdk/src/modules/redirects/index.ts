export { redirects } from './redirects';
export type { RedirectsApi } from './redirects';
export type {
  BookingsCheckout,
  CreateRedirectSessionOptions,
  MembersAccountSection,
  RedirectCallbacks,
  RedirectIntents,
  RedirectPreferences,
  RedirectSession,
} from './redirect-types';

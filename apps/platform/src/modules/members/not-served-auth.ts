import type { App } from '../../kernel/app-type';
import { notServed } from '../../http/not-served';

/**
 * `@wix/members` authentication.login and .register, declared not served. They are the Velo
 * backend's member calls (`wix.members.api.v1.AuthService`, in developer preview), not a headless
 * path: no REST reference page documents them, and the path the SDK sends repeats its own prefix
 * (`/wix-sm/api/v1/auth/api/v1/auth/login`). A headless site logs members in and signs them up
 * through `@wix/identity` authentication (Login V2, Register V2) and the OAuth login, which this
 * platform serves (docs/protocol.md §2.8). They answer what any unknown path answers: 404 No route.
 */
export function notServedMemberAuth(app: App): void {
  for (const path of [
    '/wix-sm/api/v1/auth/api/v1/auth/login',
    '/wix-sm/api/v1/auth/api/v1/auth/register',
    '/identity/members/api/v1/auth/login',
    '/api/v1/auth/register',
  ]) {
    notServed(app, 'POST', path);
  }
}

import { cookies } from 'next/headers';
import { SESSION_COOKIE } from '../constants';
import { isSecureRequest } from '../session';
import { SESSION_RESET_COOKIE } from './visitor';

/** Drops the visitor's session; the proxy starts a fresh one on the next page request. */
export async function dropSession(request: Request, markReset: boolean): Promise<void> {
  const store = await cookies();
  store.delete(SESSION_COOKIE);
  if (!markReset) return;
  const secure = isSecureRequest(request.url, request.headers.get('x-forwarded-proto'));
  store.set({
    name: SESSION_RESET_COOKIE,
    value: '1',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: 60,
  });
}

import { beginLogin } from '@/lib/members/login';
import { MEMBERS_PATH } from '@/lib/members/return-path';

/**
 * The header's "Log in" link: starts the platform's hosted login, as the members example's button
 * does, and comes back to `returnTo` (a path of this storefront). A link, so it works before the
 * page's scripts and without them.
 */
export async function GET(request: Request) {
  const returnTo = new URL(request.url).searchParams.get('returnTo');
  let target: string;
  try {
    target = await beginLogin(returnTo);
  } catch (error) {
    console.error('Starting the login failed', error);
    // The members example says what went wrong and offers its own Log in.
    target = MEMBERS_PATH;
  }
  return new Response(null, {
    status: 303,
    headers: { location: target, 'cache-control': 'private, no-store' },
  });
}

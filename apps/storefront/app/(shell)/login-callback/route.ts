import { completeLogin } from '@/lib/members/login';

/**
 * Back from the platform's hosted login (docs/protocol.md §5.4): the code exchange, on the server.
 */
export async function GET(request: Request) {
  const target = await completeLogin(request);
  // A path on this storefront: a relative Location keeps whatever host the browser used.
  return new Response(null, {
    status: 303,
    headers: { location: target, 'cache-control': 'private, no-store' },
  });
}

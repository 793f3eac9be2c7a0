import { latestEvents } from '@/lib/webhooks/received-events';
import { receiveDelivery } from '@/lib/webhooks/receive';

export const dynamic = 'force-dynamic';

/**
 * The platform's deliveries (subscribed by `npm start`); the body is read raw, it is the token,
 * and the headers name the delivery and its attempt.
 */
export async function POST(request: Request) {
  const { status, body } = await receiveDelivery(await request.text(), request.headers);
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}

/**
 * What the /webhooks page polls: the latest events this process received, newest first. A demo
 * read: ids and short visitor ids only, but a real app would not publish its event feed.
 */
export function GET() {
  return Response.json({ events: latestEvents() }, { headers: { 'cache-control': 'no-store' } });
}

import { readCartSummary } from '@/lib/frame/read-cart';

export const dynamic = 'force-dynamic';

/** The header's small cart, read again when it opens (components/frame/cart-button.tsx). */
export async function GET() {
  const summary = await readCartSummary();
  if (!summary) return Response.json({ message: 'The cart could not be read.' }, { status: 503 });
  return Response.json(summary, { headers: { 'cache-control': 'private, no-store' } });
}

import type { CartView } from '../store/types';

/** What the header's small cart shows: the count, the lines in short, the subtotal. */
export interface CartSummary {
  itemCount: number;
  lines: { id: string; name: string; quantity: number; lineTotal: string }[];
  subtotal: string;
}

export const EMPTY_CART: CartSummary = { itemCount: 0, lines: [], subtotal: '' };

export function cartSummaryOf(cart: CartView | null): CartSummary {
  if (!cart) return EMPTY_CART;
  return {
    itemCount: cart.itemCount,
    lines: cart.lines.map(({ id, name, quantity, lineTotal }) => ({
      id,
      name,
      quantity,
      lineTotal,
    })),
    subtotal: cart.totals.subtotal,
  };
}

import { describe, expect, it } from 'vitest';
import { getExamples } from '../examples/manifest';
import { cartSummaryOf, EMPTY_CART } from './cart-summary';
import { siteLinksOf } from './site-links';

describe("the header's pages", () => {
  it('lists the installed examples in order, Subscriptions included, then Members and Webhooks', () => {
    const links = siteLinksOf(getExamples(), [3, 1, 0]);
    expect(links.map((link) => link.href)).toEqual([
      '/',
      '/booking',
      '/store',
      '/subscriptions',
      '/members',
      '/webhooks',
    ]);
  });

  it('keeps the pages every site has when nothing is installed (or detection failed)', () => {
    expect(siteLinksOf(getExamples(), []).map((link) => link.label)).toEqual([
      'Examples',
      'Members',
      'Webhooks',
    ]);
  });
});

describe("the header's small cart", () => {
  it('is empty without a cart, and otherwise counts the items', () => {
    expect(cartSummaryOf(null)).toEqual(EMPTY_CART);
    const line = {
      id: 'l1',
      productId: 'p1',
      name: 'Mug',
      details: '',
      price: '$14.00',
      lineTotal: '$28.00',
      quantity: 2,
      available: true,
      discounts: [],
    };
    const totals = { subtotal: '$28.00', shipping: '', tax: '', discount: '', total: '$28.00' };
    const summary = cartSummaryOf({
      lines: [line],
      itemCount: 2,
      discounts: [],
      totals,
      notes: [],
    });
    expect(summary).toEqual({
      itemCount: 2,
      lines: [{ id: 'l1', name: 'Mug', quantity: 2, lineTotal: '$28.00' }],
      subtotal: '$28.00',
    });
  });
});

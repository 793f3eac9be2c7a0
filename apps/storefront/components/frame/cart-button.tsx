'use client';

import Link from 'next/link';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { CartSummary } from '@/lib/frame/cart-summary';

/** Pages that change the cart say so with this window event; the count follows at once. */
export const CART_CHANGED_EVENT = 'storefront:cart-changed';

const itemsLabel = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

async function fetchSummary(): Promise<CartSummary | null> {
  const response = await fetch('/api/cart-summary', { cache: 'no-store' });
  return response.ok ? ((await response.json()) as CartSummary) : null;
}

/**
 * The header's cart: a button with the item count that opens a small cart (its lines and
 * subtotal, and the way to the store's full cart). Opening it reads the current cart again, so a
 * change made on another page or tab shows. Escape or a click elsewhere closes it. The count is
 * read once the page is up, so the page's own response never waits for the cart.
 */
export function CartButton({ initial }: { initial: CartSummary }) {
  const [summary, setSummary] = useState(initial);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const reload = useCallback(() => {
    fetchSummary()
      .then((fresh) => fresh && setSummary(fresh))
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    // The count comes after the first paint: the page's response does not wait for the cart.
    reload();
    window.addEventListener(CART_CHANGED_EVENT, reload);
    return () => window.removeEventListener(CART_CHANGED_EVENT, reload);
  }, [reload]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function toggle() {
    if (!open) reload();
    setOpen(!open);
  }

  function closeOnEscape(event: React.KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  }

  return (
    <div className="mini-cart" ref={root} onKeyDown={closeOnEscape}>
      <button
        ref={button}
        type="button"
        className="header-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        data-testid="cart-button"
      >
        Cart <span className="cart-count">{summary.itemCount}</span>
        <span className="visually-hidden">, {itemsLabel(summary.itemCount)}</span>
      </button>
      <div
        id={panelId}
        className="mini-cart-panel"
        role="region"
        aria-label="Your cart"
        hidden={!open}
        data-testid="mini-cart"
      >
        {summary.lines.length === 0 ? (
          <p className="muted">Your cart is empty.</p>
        ) : (
          <>
            <ul className="mini-cart-lines">
              {summary.lines.map((line) => (
                <li key={line.id}>
                  <span>
                    {line.name} × {line.quantity}
                  </span>
                  <span>{line.lineTotal}</span>
                </li>
              ))}
            </ul>
            <p className="mini-cart-subtotal">
              <span>Subtotal</span> <span>{summary.subtotal}</span>
            </p>
          </>
        )}
        <Link className="button" href="/store" onClick={() => setOpen(false)}>
          Go to the store&apos;s cart
        </Link>
      </div>
    </div>
  );
}

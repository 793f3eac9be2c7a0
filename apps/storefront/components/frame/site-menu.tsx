'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useId, useRef, useState, useSyncExternalStore } from 'react';
import type { SiteLink } from '@/lib/frame/site-links';

/**
 * The site's pages: a row of links on a wide screen; on a phone, a "Menu" button (aria-expanded)
 * that shows them. Escape closes it and gives the focus back to the button; following a link
 * closes it too. Before the scripts run the links show as they are (globals.css), so the page can
 * be left without JavaScript.
 */
/** Nothing to subscribe to: `ready` only tells the browser's render from the server's. */
const noChange = () => () => undefined;

export function SiteMenu({ links }: { links: SiteLink[] }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [shownFor, setShownFor] = useState(pathname);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const ready = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  // A link followed: the new page starts with the menu closed.
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  function closeOnEscape(event: React.KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  }

  return (
    <nav
      className="site-menu"
      aria-label="Site"
      data-ready={ready || undefined}
      data-open={open || undefined}
      onKeyDown={closeOnEscape}
    >
      <button
        ref={button}
        type="button"
        className="site-menu-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        data-testid="site-menu-button"
      >
        Menu
      </button>
      <ul id={listId} className="site-menu-list" data-testid="site-menu">
        {links.map(({ href, label }) => (
          <li key={href}>
            <Link
              href={href}
              className="site-menu-link"
              aria-current={pathname === href ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

'use client';

import { usePathname } from 'next/navigation';

/** The header's "Log in": the hosted login through /login, back to the page it was on. */
export function LoginLink() {
  const pathname = usePathname();
  return (
    <a
      className="header-button"
      href={`/login?returnTo=${encodeURIComponent(pathname)}`}
      data-testid="header-login"
    >
      Log in
    </a>
  );
}

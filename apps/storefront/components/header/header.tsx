import { getImageProps } from 'next/image';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { ALWAYS_LINKS, HOME_LINK, type SiteLink } from '@/lib/frame/site-links';
import { SiteMenu } from '../frame/site-menu';

// next/image's props without its client component: the logo stays server-only JavaScript.
const { props: logo } = getImageProps({
  src: '/logo.svg',
  alt: 'Logo',
  width: 88,
  height: 34,
  loading: 'eager',
});

/**
 * The frame's header: the logo, the site's pages, and `actions` (the member's name or Log in, the
 * cart) where the page knows the visitor. Static pages (/about, not found) show the pages only.
 */
export function Header({
  links = [HOME_LINK, ...ALWAYS_LINKS],
  actions,
}: {
  links?: SiteLink[];
  actions?: ReactNode;
}) {
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Link href="/" aria-label="Home" className="logo-link">
          <img {...logo} alt="Logo" />
        </Link>
        <SiteMenu links={links} />
        {actions && <div className="header-actions">{actions}</div>}
      </div>
    </header>
  );
}

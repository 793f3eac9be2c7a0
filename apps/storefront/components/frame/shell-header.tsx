import Link from 'next/link';
import { Suspense } from 'react';
import { APPS } from '@/lib/constants';
import { EMPTY_CART } from '@/lib/frame/cart-summary';
import { siteLinksOf } from '@/lib/frame/site-links';
import { getExamples } from '@/lib/examples/manifest';
import { headerMember } from '@/lib/members';
import type { SiteInfo } from '@/lib/site-info';
import { Header } from '../header/header';
import { CartButton } from './cart-button';
import { LoginLink } from './login-link';

/**
 * The header of every shell page. The examples come from the site info the layout and the home
 * page share (one detection per request). Who is logged in is read while the page streams (one
 * platform call per session and minute: lib/members/header-member.ts); the cart by the browser once the page is up (components/frame/cart-button.tsx): neither holds back
 * the first paint, and the server asks the platform for nothing more than the page needs.
 */
export function ShellHeader({ site }: { site: SiteInfo }) {
  const links = siteLinksOf(getExamples(), site.status === 'ok' ? site.installedAppsList : []);
  const hasStore = site.status === 'ok' && site.installedAppsList.includes(APPS.STORE);
  return (
    <Header
      links={links}
      actions={
        <>
          <Suspense fallback={<span className="header-button header-pending">Account</span>}>
            <HeaderAccount />
          </Suspense>
          {hasStore && <CartButton initial={EMPTY_CART} />}
        </>
      }
    />
  );
}

/** The member's name, leading to their own area; "Log in" for a visitor or when unsure. */
async function HeaderAccount() {
  const member = await headerMember().catch(() => null);
  if (!member) return <LoginLink />;
  return (
    <Link className="header-button" href="/account" data-testid="header-account">
      <span className="header-member-name">{member.name}</span>
      <span className="visually-hidden">, your account</span>
    </Link>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { AccountSection } from '@/components/account/account-section';
import styles from '@/components/account/account.module.css';
import { MemberPanel } from '@/components/members/member-panel';
import { PageShell } from '@/components/page-shell/page-shell';
import { loadAccountPage } from '@/lib/account/load';

const title = 'My account';

export const metadata: Metadata = { title };

/**
 * The member's own area: their orders, bookings, plans and tickets, read through the SDK with
 * their tokens (lib/account); the platform's hosted account pages stay one click away.
 */
export default async function AccountPage() {
  const data = await loadAccountPage();
  if ('problem' in data) return <PageShell title={title} problem={data.problem} />;
  if (!data.member) {
    return (
      <PageShell title={title}>
        <p className={styles.intro} data-testid="account-visitor">
          Log in to see your orders, bookings, plans and tickets.
        </p>
        <Link className="button" href="/login?returnTo=%2Faccount">
          Log in to your account
        </Link>
      </PageShell>
    );
  }
  return (
    <PageShell title={title}>
      <p className={`muted ${styles.intro}`}>
        What you bought and booked on this site, as the platform tells this storefront.
      </p>
      {data.sections.map((section) => (
        <AccountSection key={section.key} section={section} />
      ))}
      <MemberPanel member={data.member} />
    </PageShell>
  );
}

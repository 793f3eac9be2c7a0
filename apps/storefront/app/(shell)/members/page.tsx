import type { Metadata } from 'next';
import { MemberPanel } from '@/components/members/member-panel';
import { VisitorPanel } from '@/components/members/visitor-panel';
import { PageShell } from '@/components/page-shell/page-shell';
import type { WithSearchParams } from '@/lib/search-params';
import { loadMembersPage } from '@/lib/members/load';
import { LOGGED_OUT_PARAM } from '@/lib/members/return-path';

const title = 'Members';

export const metadata: Metadata = { title };

export default async function MembersPage({ searchParams }: WithSearchParams) {
  const [data, params] = await Promise.all([loadMembersPage(), searchParams]);
  if ('problem' in data) return <PageShell title={title} problem={data.problem} />;
  // Back from the platform's logout page: say it, unless someone has logged in since.
  const loggedOut = !data.member && params[LOGGED_OUT_PARAM] !== undefined;
  return (
    <PageShell title={title}>
      {data.member ? <MemberPanel member={data.member} /> : <VisitorPanel loggedOut={loggedOut} />}
    </PageShell>
  );
}

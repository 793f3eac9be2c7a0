import type { Metadata } from 'next';
import { MemberPanel } from '@/components/members/member-panel';
import { VisitorPanel } from '@/components/members/visitor-panel';
import { PageShell } from '@/components/page-shell/page-shell';
import { loadMembersPage } from '@/lib/members/load';

const title = 'Members';

export const metadata: Metadata = { title };

export default async function MembersPage() {
  const data = await loadMembersPage();
  if ('problem' in data) return <PageShell title={title} problem={data.problem} />;
  return (
    <PageShell title={title}>
      {data.member ? <MemberPanel member={data.member} /> : <VisitorPanel />}
    </PageShell>
  );
}

import type { Metadata } from 'next';
import { MemberPanel } from '@/components/members/member-panel';
import { VisitorPanel } from '@/components/members/visitor-panel';
import { PageTitle } from '@/components/page-title/page-title';
import { PlatformErrorPanel } from '@/components/platform-error/platform-error-panel';
import { loadMembersPage } from '@/lib/members/load';

const title = 'Members';

export const metadata: Metadata = { title };

export default async function MembersPage() {
  const data = await loadMembersPage();
  return (
    <>
      <PageTitle title={title} />
      {'problem' in data ? (
        <PlatformErrorPanel problem={data.problem} />
      ) : data.member ? (
        <MemberPanel member={data.member} />
      ) : (
        <VisitorPanel />
      )}
    </>
  );
}

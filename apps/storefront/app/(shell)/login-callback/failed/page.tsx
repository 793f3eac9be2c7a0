import type { Metadata } from 'next';
import { LoginFailure } from '@/components/members/login-failure';
import { PageTitle } from '@/components/page-title/page-title';
import { loginFailureOf } from '@/lib/members/failures';

export const metadata: Metadata = { title: 'Login failed' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function LoginFailedPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <>
      <PageTitle title="Login failed" />
      <LoginFailure message={loginFailureOf(await searchParams)} />
    </>
  );
}

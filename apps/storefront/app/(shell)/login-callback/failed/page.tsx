import type { Metadata } from 'next';
import { LoginFailure } from '@/components/members/login-failure';
import { PageTitle } from '@/components/page-title/page-title';
import { loginFailureOf } from '@/lib/members/failures';
import type { WithSearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Login failed' };

export default async function LoginFailedPage({ searchParams }: WithSearchParams) {
  return (
    <>
      <PageTitle title="Login failed" />
      <LoginFailure message={loginFailureOf(await searchParams)} />
    </>
  );
}

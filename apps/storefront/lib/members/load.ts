import 'server-only';
import { readEnv } from '../env';
import { logPlatformFailure, toProblem, type PlatformProblem } from '../platform/problems';
import { getSiteInfo } from '../site-info';
import { currentMember } from './current-member';
import type { MemberView } from './views';

export type MembersPageData = { problem: PlatformProblem } | { member: MemberView | null };

/** The /members page: who is logged in, or why the platform cannot say. */
export async function loadMembersPage(): Promise<MembersPageData> {
  const info = await getSiteInfo();
  if (info.status === 'platform-error') return { problem: info.problem };
  try {
    return { member: await currentMember() };
  } catch (error) {
    logPlatformFailure('Reading the logged-in member failed', error);
    return { problem: toProblem(error, readEnv()) };
  }
}

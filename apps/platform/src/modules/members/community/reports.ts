import { MemberCommunityErrorCode } from '@headless/contract';
import type { z } from 'zod';
import type { ReportMemberRequest } from '@headless/contract';
import type { Db } from '../../../db/client';
import { memberReports } from '../../../db/schema/member-community';
import type { Caller } from '../../../kernel/caller';
import { invalid } from '../../../kernel/errors';
import { findMember } from '../members';
import { memberNotFound } from '../profiles/profile-reads';
import { blockBetween } from './visibility';

type Report = z.infer<typeof ReportMemberRequest>['memberReport'];

/**
 * Member Reports v1: the calling member reports another member of the site for the owner to
 * review. Not themself, and not a member they are in a block with (the reference's codes).
 */
export async function reportMember(db: Db, caller: Caller, me: string, report: Report) {
  const { reportedMemberId, reason } = report;
  if (reportedMemberId === me) {
    throw invalid(
      MemberCommunityErrorCode.selfReportingForbidden,
      'A member cannot report themself',
      {
        memberId: me,
      },
    );
  }
  if (!(await findMember(db, caller.siteId, reportedMemberId))) {
    throw memberNotFound(reportedMemberId);
  }
  if (await blockBetween(db, me, reportedMemberId)) {
    throw invalid(
      MemberCommunityErrorCode.cannotReportBlockedMember,
      'A member in a block with you cannot be reported',
      { memberId: reportedMemberId },
    );
  }
  const [row] = await db
    .insert(memberReports)
    .values({
      siteId: caller.siteId,
      reportedMemberId,
      reportingMemberId: me,
      category: reason.category,
      description: reason.description ?? null,
      createdAt: caller.now,
    })
    .returning();
  return {
    memberReport: {
      id: row!.id,
      reportedMemberId: row!.reportedMemberId,
      reportingMemberId: row!.reportingMemberId,
      reason: {
        category: row!.category,
        ...(row!.description ? { description: row!.description } : {}),
      },
      createdDate: row!.createdAt.toISOString(),
    },
  };
}

import { DEMO_SITE_ID } from '@headless/contract';
import { randomUUID } from 'node:crypto';
import { caller, type Caller } from '../../../test/callers';
import type { TestApp } from '../../../test/build-app';
import { memberToken } from '../pricing-plans/test-kit';
import { insertMember } from './members';

/**
 * A member of the demo site (approved unless told) with a nickname and names, calling with their
 * own token; PUBLIC (in the community) when `joined`, private otherwise.
 */
export async function newMember(
  t: TestApp,
  nickname: string,
  options: { status?: 'APPROVED' | 'PENDING' | 'BLOCKED'; joined?: boolean } = {},
): Promise<{ id: string; as: Caller }> {
  const row = await insertMember(
    t.db,
    {
      siteId: DEMO_SITE_ID,
      email: `${nickname}-${randomUUID()}@example.com`,
      passwordHash: 'not-used',
      status: options.status ?? 'APPROVED',
      nickname,
      firstName: nickname.toUpperCase(),
      lastName: 'Private',
      privacyStatus: options.joined ? 'PUBLIC' : 'PRIVATE',
    },
    new Date(),
  );
  return { id: row.id, as: caller(t.app, { authorization: await memberToken(t.db, row.id) }) };
}

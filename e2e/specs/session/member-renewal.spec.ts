import { expect, sessionCookie, sessionTokens, test } from '../../fixtures';
import { logInMember, setMemberSession } from '../../fixtures/member-session';
import { MembersPage } from '../../fixtures/pages/members-page';

const DAY = 24 * 60 * 60;
const now = () => Math.floor(Date.now() / 1000);

/** The `renewedAt` marker of the session cookie: when the member's session was last renewed. */
async function renewedAtOf(context: Parameters<typeof sessionCookie>[0]): Promise<unknown> {
  const cookie = await sessionCookie(context);
  const value = cookie?.value ?? '';
  return (JSON.parse(decodeURIComponent(value)) as { renewedAt?: unknown }).renewedAt;
}

test("the storefront renews a member's session at most once every 7 days", async ({
  page,
  context,
}) => {
  const members = new MembersPage(page);
  const tokens = await logInMember(context);

  // Renewed 6 days ago: the session is left as it is, and the member stays logged in.
  const sixDaysAgo = now() - 6 * DAY;
  await setMemberSession(context, tokens, sixDaysAgo);
  await members.goto();
  await expect(members.greeting).toHaveText('Hello Demo');
  expect((await sessionTokens(context)).accessToken.value).toBe(tokens.accessToken.value);
  expect(await renewedAtOf(context)).toBe(sixDaysAgo);

  // Renewed 8 days ago: the next page renews it (a new access token, still a member's) and
  // restarts the 7 days.
  const before = now();
  await setMemberSession(context, tokens, before - 8 * DAY);
  await members.goto();
  await expect(members.greeting).toHaveText('Hello Demo');
  const renewed = await sessionTokens(context);
  expect(renewed.refreshToken.role).toBe('member');
  expect(renewed.accessToken.value).not.toBe(tokens.accessToken.value);
  expect(await renewedAtOf(context)).toBeGreaterThanOrEqual(before);

  // The next pages keep the renewed session as it is.
  const marker = await renewedAtOf(context);
  await members.goto();
  await expect(members.greeting).toHaveText('Hello Demo');
  expect((await sessionTokens(context)).accessToken.value).toBe(renewed.accessToken.value);
  expect(await renewedAtOf(context)).toBe(marker);
});

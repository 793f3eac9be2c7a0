import 'server-only';
// What other features use of members: who is logged in. Login and logout live in ./login.
export { currentMember, isMemberSession } from './current-member';
export { headerMember } from './header-member';
export type { MemberView } from './views';
export { MEMBERS_PATH, memberReturnPath } from './return-path';

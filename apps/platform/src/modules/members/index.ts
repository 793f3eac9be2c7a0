/** What the rest of the platform may use of this module (modules/README.md). */
export {
  deleteMember,
  findMember,
  findMemberByEmail,
  identityOf,
  insertMember,
  updateMember,
} from './members';
export { default as memberProfileRoutes } from './profiles/routes';
export { setMemberStatus } from './profiles/owner-actions';
export { default as memberCommunityRoutes } from './community/routes';
export {
  consumeSecret,
  countAttempt,
  createSecret,
  findLiveSecret,
  hashSecret,
  newVerificationCode,
  renewCode,
} from './secrets';

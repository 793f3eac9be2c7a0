// Member identity. Most apps use the OAuth strategy's methods (`client.auth.register`, `login`,
// `processVerification`, `getAuthUrl`, `getMemberTokens`, `logout`); these modules are the raw calls.
export { authentication, recovery, verification } from '../../auth/identity-calls';
export type { AuthenticationApi, RecoveryApi, VerificationApi } from '../../auth/identity-calls';
export { members, siteMemberTransform } from './members';
export {
  memberBlocks,
  memberContact,
  memberFollowers,
  memberPrivacySettings,
  memberReports,
  membersAbout,
} from './member-community';
export type {
  Connection,
  ContactList,
  CursorPage,
  IdsPage,
  MemberAbout,
  MemberBlocksApi,
  MemberContactApi,
  MemberFollowersApi,
  MemberPrivacySettings,
  MemberPrivacySettingsApi,
  MemberReport,
  MemberReportsApi,
  MembersAboutApi,
  ReportCategory,
} from './member-community';
export type {
  CurrentMember,
  ListMembersOptions,
  MemberFieldset,
  MembersApi,
  MembersPage,
  MemberUpdate,
  NewMember,
  QueryMembersOptions,
  SiteMember,
  SiteMemberWire,
} from './members';
export type {
  AuthenticationState,
  CaptchaToken,
  Identity,
  IdentityProfile,
  LoginId,
  LoginV2Request,
  RegisterV2Request,
  SendRecoveryEmailRequest,
  StateMachineResponse,
  VerifyDuringAuthenticationRequest,
} from '../../auth/identity-types';
export { LoginState } from '../../auth/member-types';
export type {
  AuthPrompt,
  AuthUrl,
  AuthUrlOptions,
  CallbackParams,
  CaptchaTokens,
  LoginErrorCode,
  LoginParams,
  RegisterParams,
  ResponseMode,
  StateMachine,
} from '../../auth/member-types';
export type { OAuthData } from '../../auth/pkce';
export { OAuthFlowError } from '../../auth/oauth-flow-error';
export type { OAuthFlowErrorCode } from '../../auth/oauth-flow-error';
export type { Tokens, TokenRole } from '@headless/contract';

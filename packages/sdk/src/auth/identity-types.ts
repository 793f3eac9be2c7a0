import type {
  CaptchaTokenInput,
  IdentityProfile,
  Identity,
  LoginIdInput,
  LoginState,
  LoginV2Request,
  RegisterV2Request,
  SendRecoveryEmailInput,
  StateMachineResponse,
  VerifyDuringAuthenticationRequest,
} from '@headless/contract';

// Wire types of the identity calls (docs/protocol.md §2.8, §5.4), from the contract under the names
// this module has always exported.
export type LoginId = LoginIdInput;
export type CaptchaToken = CaptchaTokenInput;
export type AuthenticationState = LoginState;
export type SendRecoveryEmailRequest = SendRecoveryEmailInput;
export type {
  Identity,
  IdentityProfile,
  LoginV2Request,
  RegisterV2Request,
  StateMachineResponse,
  VerifyDuringAuthenticationRequest,
};

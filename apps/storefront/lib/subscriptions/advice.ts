import {
  IdentityErrorCode,
  PricingPlansErrorCode,
  RedirectErrorCode,
} from '@headless/contract/error-codes';
import { adviceAdder } from '../actions/advice';

/** What the member can do about a refusal the platform explains with a code. */
const ADVICE: Record<string, string> = {
  [PricingPlansErrorCode.purchaseLimitReached]: 'You already have this plan; choose another one.',
  [PricingPlansErrorCode.planArchived]:
    'The plan is no longer sold; reload the page and choose another one.',
  [PricingPlansErrorCode.planNotFound]: 'The plan is no longer offered; reload the page.',
  [IdentityErrorCode.memberOnly]: 'Log in as a member, then buy the plan.',
  [RedirectErrorCode.premiumRequired]:
    'Paid plans need a premium site: upgrade it, or choose a free plan.',
};

export const withAdvice = adviceAdder(ADVICE);

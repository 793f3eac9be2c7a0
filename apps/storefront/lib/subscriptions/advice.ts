import { adviceAdder } from '../actions/advice';

/** What the member can do about a refusal the platform explains with a code. */
const ADVICE: Record<string, string> = {
  PURCHASE_LIMIT_REACHED: 'You already have this plan; choose another one.',
  PLAN_ARCHIVED: 'The plan is no longer sold; reload the page and choose another one.',
  PLAN_NOT_FOUND: 'The plan is no longer offered; reload the page.',
  MEMBER_ONLY: 'Log in as a member, then buy the plan.',
  PREMIUM_REQUIRED: 'Paid plans need a premium site: upgrade it, or choose a free plan.',
  CONNECTION_FAILED: 'Check that the platform is running, then try again.',
};

export const withAdvice = adviceAdder(ADVICE);

import {
  IdentityErrorCode,
  type FieldViolation,
  type LoginRequest,
  type RegisterRequest,
  isEmailAddress,
} from '@headless/contract';
import { invalid, validationError } from '../../kernel/errors';

/** The product's password rule: 4 to 100 printable characters. */
export const PASSWORD_MIN = 4;
export const PASSWORD_MAX = 100;

/**
 * Each violation carries `data.type`: the official SDK reads it without a guard (docs/protocol.md
 * §5.4).
 */
const violation = (
  field: string,
  type: 'EMAIL' | 'PASSWORD',
  description: string,
  violatedRule: FieldViolation['violatedRule'],
): FieldViolation => ({ field, description, violatedRule, data: { type } });

export function passwordViolations(field: string, password: string | undefined): FieldViolation[] {
  if (!password) return [violation(field, 'PASSWORD', 'is required', 'REQUIRED_FIELD')];
  if (password.length < PASSWORD_MIN)
    return [
      violation(field, 'PASSWORD', `must be at least ${PASSWORD_MIN} characters`, 'MIN_LENGTH'),
    ];
  if (password.length > PASSWORD_MAX)
    return [
      violation(field, 'PASSWORD', `must be at most ${PASSWORD_MAX} characters`, 'MAX_LENGTH'),
    ];
  return [];
}

export function readRegister(body: RegisterRequest) {
  const email = body.loginId?.email?.trim() ?? '';
  const violations = [
    ...(!email
      ? [violation('loginId.email', 'EMAIL', 'is required', 'REQUIRED_FIELD')]
      : !isEmailAddress(email)
        ? [violation('loginId.email', 'EMAIL', 'must be a valid email address', 'FORMAT')]
        : []),
    ...passwordViolations('password', body.password),
  ];
  if (violations.length) throw validationError(violations);
  const text = (value: string | undefined) => value?.trim().slice(0, 100) || null;
  const profile = body.profile ?? {};
  return {
    email,
    password: body.password!,
    nickname: text(profile.nickname),
    firstName: text(profile.firstName),
    lastName: text(profile.lastName),
  };
}

/** Login failures are application errors only: the SDK cannot read a validation error there. */
export function readLogin(body: LoginRequest) {
  const email = body.loginId?.email?.trim() ?? '';
  if (!isEmailAddress(email))
    throw invalid(IdentityErrorCode.invalidEmail, 'A valid email is required to log in', {
      email,
    });
  return { email, password: body.password ?? '' };
}

/** `captchaTokens` when the site asks for one; locally any token passes except `invalid`. */
export function checkCaptcha(required: boolean, tokens: RegisterRequest['captchaTokens']): void {
  if (!required) return;
  const values = (tokens ?? []).flatMap((t) => [t.Recaptcha, t.InvisibleRecaptcha]);
  const given = values.filter((v): v is string => !!v);
  if (!given.length)
    throw invalid(IdentityErrorCode.missingCaptchaToken, 'This site requires a captcha token');
  if (given.includes('invalid'))
    throw invalid(IdentityErrorCode.invalidCaptchaToken, 'The captcha token is not valid');
}

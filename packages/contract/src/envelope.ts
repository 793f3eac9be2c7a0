import { z } from 'zod';
import { MAX_NAME_LENGTH, MAX_TEXT_LENGTH, MAX_TOKEN_LENGTH } from './bounds';

/** The platform's error envelope (docs/protocol.md §6.1). Every non-200 response carries one. */
export const violatedRules = [
  'VALIDATION',
  'OTHER',
  'MAX',
  'MIN',
  'MAX_LENGTH',
  'MIN_LENGTH',
  'MAX_SIZE',
  'MIN_SIZE',
  'FORMAT',
  'DECIMAL_LTE',
  'DECIMAL_GTE',
  'DECIMAL_LT',
  'DECIMAL_GT',
  'DECIMAL_MAX_SCALE',
  'INVALID_ENUM_VALUE',
  'REQUIRED_FIELD',
  'FIELD_NOT_ALLOWED',
  'ONE_OF_ALIGNMENT',
  'EXACT_LENGTH',
  'EXACT_SIZE',
  'REQUIRED_ONE_OF_FIELD',
] as const;
export const ViolatedRule = z.enum(violatedRules);
export type ViolatedRule = z.infer<typeof ViolatedRule>;

export const FieldViolation = z.object({
  field: z.string().max(MAX_TEXT_LENGTH),
  description: z.string().max(MAX_TEXT_LENGTH),
  violatedRule: ViolatedRule,
  ruleName: z.string().max(MAX_NAME_LENGTH).optional(),
  data: z.record(z.string().max(MAX_TEXT_LENGTH), z.unknown()).optional(),
});
export type FieldViolation = z.infer<typeof FieldViolation>;

export const ApplicationErrorDetails = z.object({
  code: z.union([z.string().max(MAX_TOKEN_LENGTH), z.number()]),
  description: z.string().max(MAX_TEXT_LENGTH),
  data: z.record(z.string().max(MAX_TEXT_LENGTH), z.unknown()).optional(),
});
export type ApplicationErrorDetails = z.infer<typeof ApplicationErrorDetails>;

export const ErrorEnvelope = z.object({
  message: z.string().max(MAX_TEXT_LENGTH),
  details: z.object({
    applicationError: ApplicationErrorDetails.optional(),
    validationError: z.object({ fieldViolations: z.array(FieldViolation) }).optional(),
    systemError: z.object({ errorCode: z.string().max(MAX_TEXT_LENGTH) }).optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

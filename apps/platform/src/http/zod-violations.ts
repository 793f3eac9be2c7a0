import type { FieldViolation, ViolatedRule } from '@headless/contract';
import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { byField } from '../kernel/errors';

type Issue = ZodFastifySchemaValidationError;
type Params = Record<string, unknown>;

/** Where the failing part of the request is; used as the field when the issue has no path. */
export type RequestPart = 'body' | 'querystring' | 'params' | 'headers';

/** Turns zod issues (as fastify-type-provider-zod reports them) into sorted field violations. */
export function violationsFromIssues(
  issues: Issue[],
  part: RequestPart,
  input: unknown,
): FieldViolation[] {
  return issues.flatMap((issue) => violationsOf(issue, part, input)).sort(byField);
}

function violationsOf(issue: Issue, part: RequestPart, input: unknown): FieldViolation[] {
  const path = issue.instancePath.split('/').filter(Boolean);
  const field = path.length ? path.join('.') : part === 'querystring' ? 'query' : part;
  const params = issue.params as Params;
  if (issue.keyword === 'unrecognized_keys') {
    const keys = (params.keys as string[] | undefined) ?? [];
    const prefix = path.length ? `${field}.` : '';
    return keys.map((k) => ({
      field: prefix + k,
      description: 'is not allowed',
      violatedRule: 'FIELD_NOT_ALLOWED',
    }));
  }
  const missing = issue.keyword === 'invalid_type' && valueAt(input, path) == null;
  return [
    {
      field,
      ...(missing ? required() : describe(issue.keyword, params, issue.message ?? 'is invalid')),
    },
  ];
}

type Rule = Pick<FieldViolation, 'description' | 'violatedRule' | 'ruleName' | 'data'>;

const required = (): Rule => ({ description: 'is required', violatedRule: 'REQUIRED_FIELD' });

/**
 * The API's description of one zod issue (no request around it), so the CLI refuses input in the
 * API's words: `"appId" must be at least 1 characters` as the envelope says it.
 */
export function describeIssue(issue: { code: string; message: string }): string {
  return describe(issue.code, issue, issue.message).description;
}

function describe(keyword: string, params: Params, message: string): Rule {
  switch (keyword) {
    case 'invalid_value': {
      const values = ((params.values as unknown[] | undefined) ?? []).map(String);
      return {
        description: `must be one of: ${values.join(', ')}`,
        violatedRule: 'INVALID_ENUM_VALUE',
        data: { allowedValues: values },
      };
    }
    case 'too_big':
    case 'too_small':
      return bound(keyword === 'too_big', params);
    case 'invalid_format':
      return formatRule(String(params.format ?? 'format'));
    case 'invalid_type':
      return typeRule(String(params.expected), message);
    case 'invalid_union':
      return unionRule(params.errors);
    default:
      return { description: message, violatedRule: 'VALIDATION' };
  }
}

const sizeRules: Record<string, { max: ViolatedRule; min: ViolatedRule; unit: string }> = {
  string: { max: 'MAX_LENGTH', min: 'MIN_LENGTH', unit: ' characters' },
  array: { max: 'MAX_SIZE', min: 'MIN_SIZE', unit: ' items' },
  set: { max: 'MAX_SIZE', min: 'MIN_SIZE', unit: ' items' },
};

function bound(isMax: boolean, params: Params): Rule {
  const limit = isMax ? params.maximum : params.minimum;
  const shown = typeof limit === 'bigint' ? limit.toString() : (limit as number | Date | undefined);
  const sized = sizeRules[String(params.origin)];
  const inclusive = params.inclusive !== false;
  const relation = isMax
    ? inclusive
      ? 'at most'
      : 'less than'
    : inclusive
      ? 'at least'
      : 'more than';
  return {
    description: `must be ${relation} ${String(shown)}${sized?.unit ?? ''}`,
    violatedRule: sized ? (isMax ? sized.max : sized.min) : isMax ? 'MAX' : 'MIN',
    data: { threshold: shown instanceof Date ? shown.toISOString() : shown },
  };
}

function formatRule(format: string): Rule {
  const ruleName = format === 'uuid' || format === 'guid' ? 'GUID' : format.toUpperCase();
  return { description: `must be a valid ${format}`, violatedRule: 'FORMAT', ruleName };
}

/** The schema library's type names, as a sentence names them; an unknown one keeps its message. */
const typeNames: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'a boolean',
  date: 'a date',
  array: 'an array',
  tuple: 'an array',
  object: 'an object',
  record: 'an object',
};

/** A wrong type keeps the generic rule VALIDATION; its description names the type the field takes. */
function typeRule(expected: string, message: string): Rule {
  const name = typeNames[expected];
  return { description: name ? `must be ${name}` : message, violatedRule: 'VALIDATION' };
}

/**
 * A value that fits none of a field's forms: the types it takes when every form refused the value's
 * type ("must be a string or an object"), else a sentence that does not blame one form.
 */
function unionRule(branches: unknown): Rule {
  const refused = Array.isArray(branches)
    ? (branches as { code?: string; expected?: string; path?: unknown[] }[][])
    : [];
  const names = refused.map((issues) => {
    const [first] = issues;
    const atRoot = first?.code === 'invalid_type' && !first.path?.length;
    return atRoot ? typeNames[String(first.expected)] : undefined;
  });
  const description =
    names.length && names.every(Boolean)
      ? `must be ${[...new Set(names)].join(' or ')}`
      : 'does not match any of the forms this field takes';
  return { description, violatedRule: 'VALIDATION' };
}

function valueAt(input: unknown, path: string[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

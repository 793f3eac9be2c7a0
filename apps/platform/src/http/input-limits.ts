import type { FieldViolation } from '@headless/contract';
import { validationError } from '../kernel/errors';

/**
 * Limits every request's decoded input obeys, whatever its route's schema says: the schemas bound
 * the fields they name, these bound what they cannot (filters, records, unknown values) and keep
 * anything recursive (zod, the filter compiler, logging) far from the stack's end.
 */
export const INPUT_LIMITS = {
  /** Objects and arrays inside one another, counted from the body, query or params itself. */
  depth: 64,
  /** Items of one array, keys of one object. */
  items: 1000,
  /** Characters of one string or key. */
  textLength: 100_000,
} as const;

interface Pending {
  value: unknown;
  path: string[];
}

/**
 * The first problem of a decoded request part, or undefined: text PostgreSQL cannot store (a NUL
 * character, an unpaired UTF-16 surrogate) in any string or key, or a limit above exceeded.
 * Iterative, so a 100,000-level body costs one step per level up to the limit and no stack.
 * Fields are dotted paths inside the part (`query.filter.name`); `part` names the part itself.
 */
export function inputViolation(input: unknown, part = 'body'): FieldViolation | undefined {
  const pending: Pending[] = [{ value: input, path: [] }];
  const violation = violationAt(part);
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      const problem = textViolation(value, path, violation);
      if (problem) return problem;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    const problem = containerViolation(value, path, violation);
    if (problem) return problem;
    for (const [key, child] of Object.entries(value)) {
      const keyProblem = textViolation(key, [...path, key], violation);
      if (keyProblem) return keyProblem;
      pending.push({ value: child, path: [...path, key] });
    }
  }
  return undefined;
}

/** Throws the 400 validation envelope for `inputViolation`'s problem, if any. */
export function assertAcceptableInput(input: unknown, part = 'body'): void {
  const problem = inputViolation(input, part);
  if (problem) throw validationError([problem]);
}

type Violation = ReturnType<typeof violationAt>;

function containerViolation(value: object, path: string[], violation: Violation) {
  const size = Array.isArray(value) ? value.length : Object.keys(value).length;
  if (size > INPUT_LIMITS.items) {
    const what = Array.isArray(value) ? 'items' : 'keys';
    return violation(path, `must have at most ${INPUT_LIMITS.items} ${what}`, 'MAX_SIZE', {
      threshold: INPUT_LIMITS.items,
    });
  }
  if (path.length >= INPUT_LIMITS.depth) {
    const description = `nests more than ${INPUT_LIMITS.depth} levels deep`;
    return violation(path, description, 'MAX', { threshold: INPUT_LIMITS.depth });
  }
  return undefined;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Surrogates are well-formed only in pairs; a NUL ends a C string. PostgreSQL stores neither. */
function textViolation(text: string, path: string[], violation: Violation) {
  if (text.length > INPUT_LIMITS.textLength) {
    const description = `must be at most ${INPUT_LIMITS.textLength} characters`;
    return violation(path, description, 'MAX_LENGTH', { threshold: INPUT_LIMITS.textLength });
  }
  if (text.includes('\u0000')) {
    return violation(path, 'must not contain a NUL character', 'FORMAT', undefined, 'TEXT');
  }
  if (LONE_SURROGATE.test(text)) {
    const description = 'must be well-formed Unicode (no unpaired surrogate)';
    return violation(path, description, 'FORMAT', undefined, 'TEXT');
  }
  return undefined;
}

const violationAt =
  (part: string) =>
  (
    path: string[],
    description: string,
    violatedRule: FieldViolation['violatedRule'],
    data?: Record<string, unknown>,
    ruleName?: string,
  ): FieldViolation => ({
    field: path.join('.') || part,
    description,
    violatedRule,
    ...(ruleName ? { ruleName } : {}),
    ...(data ? { data } : {}),
  });

import { EventFields } from '@headless/contract';
import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { RequestValidationError } from '../../kernel/errors';
import { violationsFromIssues } from '../../http/zod-violations';

/** A merged event checked as a whole; violations name body paths (`event.title`), as routes do. */
export function parseEventFields(merged: unknown, root = 'event'): EventFields {
  const result = EventFields.safeParse(merged);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => {
    const { path, code, message, ...params } = issue;
    const full = [root, ...path.map(String)];
    return { keyword: code, instancePath: `/${full.join('/')}`, schemaPath: '', message, params };
  }) as unknown as ZodFastifySchemaValidationError[];
  throw new RequestValidationError(violationsFromIssues(issues, 'body', { [root]: merged }));
}

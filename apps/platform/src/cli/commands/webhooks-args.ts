import type { z } from 'zod';
import { describeIssue } from '../../http/zod-violations';
import { UsageError } from '../types';

/** Flags of the `webhooks …` commands. */
export const WEBHOOK_FLAGS = ['events', 'status', 'limit', 'payload', 'entity', 'app'] as const;

export const webhookFlagOptions = Object.fromEntries(
  WEBHOOK_FLAGS.map((flag) => [flag, { type: 'string' as const }]),
) as Record<(typeof WEBHOOK_FLAGS)[number], { type: 'string' }>;

/** Checks CLI input with the API's own schema, so both refuse the same things in the same words. */
export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.length ? issue.path.join('.') : 'input';
  throw new UsageError(`"${field}" ${describeIssue(issue)}`);
}

/** A delivery id as the list prints it. */
export function deliveryIdArg(value: string | undefined, usage: string): number {
  if (!value) throw new UsageError(`Say which delivery: \`${usage}\`.`);
  if (!/^\d{1,18}$/.test(value)) throw new UsageError(`"${value}" is not a delivery id.`);
  return Number(value);
}

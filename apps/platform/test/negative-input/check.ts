import { ErrorEnvelope } from '@headless/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { Case } from './generator';

export const MAX_ANSWER_MS = 2000;

/**
 * What a client relies on in any answer: no 5xx, the envelope and a request id, in time; and a
 * credential that proves nothing opens no operation that needs one.
 */
export function problemsOf(c: Case, res: LightMyRequestResponse, ms: number): string[] {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`answered ${res.statusCode}`);
  if (c.mustRefuse && res.statusCode !== 401) problems.push('accepted a bad credential');
  if (ms > MAX_ANSWER_MS) problems.push(`took ${Math.round(ms)} ms`);
  if (res.statusCode >= 300 && !res.headers['x-wix-request-id']) problems.push('no request id');
  if (res.statusCode >= 400 && !hasEnvelope(res)) problems.push('no error envelope');
  if (!problems.length) return [];
  const body = res.body.slice(0, 160).replace(/\s+/g, ' ');
  return [
    `${c.operation} as ${c.principal}, ${c.kind}: ${problems.join(', ')} (${res.statusCode} ${body})`,
  ];
}

function hasEnvelope(res: LightMyRequestResponse): boolean {
  try {
    return ErrorEnvelope.safeParse(res.json()).success;
  } catch {
    return false;
  }
}

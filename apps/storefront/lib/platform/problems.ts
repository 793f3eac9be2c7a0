import 'server-only';
import { PlatformErrorCode } from '@headless/contract/error-codes';
import { CONNECTION_FAILED } from '@headless/sdk';
import type { StorefrontEnv } from '../env';

/**
 * Why the shell cannot talk to the platform at all (issue item 17): worth a panel of its own,
 * never a list where every app looks uninstalled.
 */
export type PlatformProblemKind = 'unreachable' | 'client-id-refused' | 'failed';

export interface PlatformProblem {
  kind: PlatformProblemKind;
  apiBaseUrl: string;
  clientId: string;
  message?: string;
}

/** Set by the proxy on the forwarded request when it could not start a session. */
export const PROBLEM_HEADER = 'x-storefront-platform-problem';

const KINDS: readonly string[] = ['unreachable', 'client-id-refused', 'failed'];

export function isProblemKind(value: unknown): value is PlatformProblemKind {
  return typeof value === 'string' && KINDS.includes(value);
}

/** The SDK's error code (PlatformError.code), read structurally so any bundle's class matches. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** The platform could not be reached, or it refused the client id: nothing else will work. */
export function problemKindOf(error: unknown): PlatformProblemKind | null {
  const code = errorCode(error);
  if (code === CONNECTION_FAILED) return 'unreachable';
  if (code === PlatformErrorCode.invalidClientId) return 'client-id-refused';
  return null;
}

export function isUnauthenticated(error: unknown): boolean {
  return errorCode(error) === PlatformErrorCode.unauthenticated;
}

export function toProblem(error: unknown, env: StorefrontEnv): PlatformProblem {
  return {
    kind: problemKindOf(error) ?? 'failed',
    apiBaseUrl: env.apiBaseUrl,
    clientId: env.clientId,
    message: error instanceof Error ? error.message : String(error),
  };
}

/** A known outage gets one line per request; anything unexpected keeps its stack. */
export function logPlatformFailure(context: string, error: unknown): void {
  if (problemKindOf(error) && error instanceof Error) console.error(`${context}: ${error.message}`);
  else console.error(context, error);
}

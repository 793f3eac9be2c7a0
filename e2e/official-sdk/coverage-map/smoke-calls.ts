// One call of a served method through the official SDK, with plausible arguments made from its
// typings, and what the platform answered. The smoke run (smoke.test.ts) fails on a 5xx, a hang
// or `No route`; any other 4xx is an answer (a random id is not found, an empty object is invalid).
import type { Param } from './typings';

/** A GUID-shaped id no seeded record has. */
export const SOME_ID = '6f1c0c1e-2b1d-4c5e-9a4f-1d2e3f4a5b6c';

/**
 * A value of the parameter's type: ids for strings, an empty object for anything structured. A
 * filter names an id no record has: an empty one would reach every record (`…ByFilter` methods).
 */
function plausible(param: Param): unknown {
  if (param.name === 'filter') return { id: SOME_ID };
  const type = param.type.replace(/^NonNullablePaths<([^,]+),[\s\S]*>$/, '$1').trim();
  if (type === 'string') return SOME_ID;
  if (type === 'string[]') return [SOME_ID];
  if (type === 'number') return 1;
  if (type === 'boolean') return false;
  if (type === 'Date') return new Date();
  if (type.endsWith('[]')) return [{}];
  return {};
}

/** The required parameters, in order; optional ones are left out. */
export function plausibleArgs(params: readonly Param[]): unknown[] {
  const required = params.filter((param) => !param.optional);
  return required.map(plausible);
}

export interface Answer {
  method: string;
  path: string;
  status: number;
  body: string;
}

export interface Outcome {
  answers: Answer[];
  /** What the SDK threw, if anything: a 4xx rejects, and so does a call the SDK never sends. */
  thrown?: string;
}

/** Every answer the platform gives while `work` runs (token requests aside). */
export async function answersDuring(work: () => Promise<unknown>): Promise<Outcome> {
  const answers: Answer[] = [];
  let thrown: string | undefined;
  const next = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await next(request);
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/oauth2/')) {
      const body = await response.clone().text();
      answers.push({ method: request.method, path: url.pathname, status: response.status, body });
    }
    return response;
  };
  try {
    await work();
  } catch (error) {
    thrown = error instanceof Error ? error.message : String(error);
  } finally {
    globalThis.fetch = next;
  }
  return { answers, ...(thrown !== undefined && { thrown }) };
}

/** Calls the SDK function; a query or search builder is sent with `.find()`. */
export async function callOnce(fn: (...args: unknown[]) => unknown, args: unknown[]) {
  const result = fn(...args);
  const find = (result as { find?: unknown } | null)?.find;
  if (typeof find === 'function') return (find as () => Promise<unknown>).call(result);
  return result;
}

/** Why an answer fails the smoke run, or undefined when it is fine. */
export function failureOf({ answers, thrown }: Outcome): string | undefined {
  if (answers.length === 0)
    return `no request reached the platform (${thrown ?? 'nothing thrown'})`;
  for (const answer of answers) {
    const where = `${answer.method} ${answer.path}`;
    if (answer.status >= 500)
      return `${where} answered ${answer.status}: ${answer.body.slice(0, 300)}`;
    if (answer.status === 404 && answer.body.includes('No route')) return `${where}: No route`;
    if (answer.status === 405) return `${where} answered 405`;
  }
  return undefined;
}

import { describe, expect, it } from 'vitest';
import { problemKindOf, toProblem } from './platform/problems';
import { isSandboxHost } from './sandbox';

describe('problemKindOf', () => {
  const withCode = (code: string) => Object.assign(new Error(code), { code });

  it('tells an unreachable platform and a refused client id from anything else', () => {
    expect(problemKindOf(withCode('CONNECTION_FAILED'))).toBe('unreachable');
    expect(problemKindOf(withCode('INVALID_CLIENT_ID'))).toBe('client-id-refused');
    expect(problemKindOf(withCode('APP_NOT_INSTALLED'))).toBeNull();
    expect(problemKindOf(new Error('plain'))).toBeNull();
    expect(problemKindOf(null)).toBeNull();
  });

  it('names the base URL and client id it tried', () => {
    const env = { clientId: 'c-1', apiBaseUrl: 'http://localhost:4999', detectionCacheSeconds: 30 };
    expect(toProblem(withCode('CONNECTION_FAILED'), env)).toMatchObject({
      kind: 'unreachable',
      apiBaseUrl: 'http://localhost:4999',
      clientId: 'c-1',
    });
  });
});

describe('isSandboxHost', () => {
  it('matches CodeSandbox preview hosts only', () => {
    expect(isSandboxHost('abc123-3000.csb.app')).toBe(true);
    expect(isSandboxHost('localhost')).toBe(false);
    expect(isSandboxHost('abc-def-3000.csb.app')).toBe(false);
    expect(isSandboxHost('abc123-3000.csb.app.evil.com')).toBe(false);
  });
});

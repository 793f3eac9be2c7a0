// The contract's schemas are what the platform validates with: they must refuse what the
// protocol refuses, and keep what the SDK sends.
import { describe, expect, it } from 'vitest';
import {
  ErrorEnvelope,
  OffsetQuery,
  QueryServicesRequest,
  ServiceType,
  TokenRequest,
  Tokens,
} from './index';

describe('enums', () => {
  it('accept the protocol values and refuse unknown ones as invalid enum values', () => {
    expect(ServiceType.parse('CLASS')).toBe('CLASS');
    const result = ServiceType.safeParse('WORKSHOP');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('invalid_value');
  });
});

describe('queries', () => {
  it('refuse paging out of range', () => {
    expect(OffsetQuery.safeParse({ paging: { limit: 100, offset: 0 } }).success).toBe(true);
    expect(OffsetQuery.safeParse({ paging: { limit: 101 } }).success).toBe(false);
    expect(OffsetQuery.safeParse({ paging: { offset: -1 } }).success).toBe(false);
    expect(OffsetQuery.safeParse({ paging: { limit: 1.5 } }).success).toBe(false);
  });

  it('drop unknown keys, such as path parameters the SDK repeats', () => {
    const parsed = QueryServicesRequest.parse({ query: { paging: { limit: 1 } }, serviceId: 'x' });
    expect(parsed).toEqual({ query: { paging: { limit: 1 } } });
  });
});

describe('oauth', () => {
  it('needs a client id and a known grant', () => {
    expect(TokenRequest.safeParse({ clientId: 'c', grantType: 'anonymous' }).success).toBe(true);
    expect(TokenRequest.safeParse({ clientId: '', grantType: 'anonymous' }).success).toBe(false);
    expect(TokenRequest.safeParse({ clientId: 'c', grantType: 'password' }).success).toBe(false);
  });

  it('describes the tokens a client keeps, with a role', () => {
    const tokens = {
      accessToken: { value: 'OauthNG.JWS.x', expiresAt: 1 },
      refreshToken: { value: 'JWS.y', role: 'visitor' },
    };
    expect(Tokens.parse(tokens)).toEqual(tokens);
    const wrongRole = { ...tokens, refreshToken: { value: 'JWS.y', role: 'admin' } };
    expect(Tokens.safeParse(wrongRole).success).toBe(false);
  });
});

describe('the error envelope', () => {
  it('holds application and validation errors', () => {
    const application = {
      message: 'Cart not found',
      details: { applicationError: { code: 'OWNED_CART_NOT_FOUND', description: 'No cart' } },
    };
    expect(ErrorEnvelope.parse(application)).toEqual(application);
    const validation = {
      message: 'INVALID_ARGUMENT',
      details: {
        validationError: {
          fieldViolations: [{ field: 'a', description: 'b', violatedRule: 'NOT_A_RULE' }],
        },
      },
    };
    expect(ErrorEnvelope.safeParse(validation).success).toBe(false);
  });
});

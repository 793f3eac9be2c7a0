import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './constants';

describe('isEmailAddress', () => {
  it.each(['ada@example.com', 'a.b+tag@mail.example.co.uk'])('accepts %s', (value) => {
    expect(isEmailAddress(value)).toBe(true);
  });

  it.each(['', 'ada', 'ada@example', '@example.com', 'ada lovelace@example.com', 'a@b@c.com'])(
    'refuses %j',
    (value) => expect(isEmailAddress(value)).toBe(false),
  );

  it('takes 254 characters at most, the longest path RFC 5321 delivers', () => {
    const at = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;
    expect(isEmailAddress(at(254))).toBe(true);
    expect(isEmailAddress(at(255))).toBe(false);
  });
});

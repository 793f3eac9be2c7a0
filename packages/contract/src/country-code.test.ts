import { describe, expect, it } from 'vitest';
import { isCountryCode } from './constants';

describe('isCountryCode', () => {
  it.each(['US', 'DE'])('accepts %s', (value) => expect(isCountryCode(value)).toBe(true));

  it.each(['', 'us', 'U', 'USA', 'U1', ' US', '*'])('refuses %j', (value) =>
    expect(isCountryCode(value)).toBe(false),
  );
});

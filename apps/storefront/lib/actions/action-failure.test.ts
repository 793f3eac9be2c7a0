import { describe, expect, it } from 'vitest';
import { ActionFailure, actionErrorOf } from './action-failure';

describe('actionErrorOf', () => {
  it("gives back a failed action's own error, code and all, for the premium modal", () => {
    const error = { code: 'PREMIUM_REQUIRED', message: 'Needs a premium site' };
    const failure = new ActionFailure(error);
    expect(failure.message).toBe('Needs a premium site');
    expect(actionErrorOf(failure)).toBe(error);
  });

  it('keeps only the message of anything else: a network failure, a thrown string', () => {
    expect(actionErrorOf(new TypeError('Failed to fetch'))).toEqual({ message: 'Failed to fetch' });
    expect(actionErrorOf('gone')).toEqual({ message: 'gone' });
  });
});

// The header names the member with one platform call per session and minute, not one per page.
import type { Tokens } from '@headless/sdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const session = vi.fn<() => Promise<Tokens | null>>();
const currentMember = vi.fn();
vi.mock('../platform/visitor', () => ({ readSessionTokens: () => session() }));
vi.mock('./current-member', () => ({ currentMember: () => currentMember() }));

const { headerMember } = await import('./header-member');

const tokensOf = (refresh: string, role: 'member' | 'visitor'): Tokens => ({
  accessToken: { value: `access-${refresh}`, expiresAt: Date.now() + 3_600_000 },
  refreshToken: { value: refresh, role },
});

beforeEach(() => {
  currentMember.mockReset();
  currentMember.mockImplementation(async () => ({ name: 'Ada', email: 'ada@example.com' }));
});

describe("the header's member", () => {
  it('asks the platform once for many pages of one session', async () => {
    session.mockResolvedValue(tokensOf('refresh-ada', 'member'));
    for (let page = 0; page < 3; page++) {
      await expect(headerMember()).resolves.toEqual({ name: 'Ada', email: 'ada@example.com' });
    }
    expect(currentMember).toHaveBeenCalledTimes(1);
  });

  it("keeps each session's member apart", async () => {
    session.mockResolvedValue(tokensOf('refresh-grace', 'member'));
    currentMember.mockResolvedValue({ name: 'Grace', email: null });
    await expect(headerMember()).resolves.toEqual({ name: 'Grace', email: null });
    expect(currentMember).toHaveBeenCalledTimes(1);
  });

  it("asks nothing for a visitor's session", async () => {
    session.mockResolvedValue(tokensOf('refresh-visitor', 'visitor'));
    await expect(headerMember()).resolves.toBeNull();
    expect(currentMember).not.toHaveBeenCalled();
  });

  it('does not keep a failure: the next page asks again', async () => {
    session.mockResolvedValue(tokensOf('refresh-linus', 'member'));
    currentMember.mockRejectedValueOnce(new Error('unreachable'));
    await expect(headerMember()).rejects.toThrow('unreachable');
    await expect(headerMember()).resolves.toEqual({ name: 'Ada', email: 'ada@example.com' });
    expect(currentMember).toHaveBeenCalledTimes(2);
  });
});

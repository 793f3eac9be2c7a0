import type { CurrentMember } from '@headless/sdk/identity';

/** What the storefront shows of a logged-in member. */
export interface MemberView {
  /** Nickname, else first name, else the login email. */
  name: string;
  email: string | null;
}

const text = (value: string | undefined) => value?.trim() || undefined;

export function memberViewOf(member: CurrentMember): MemberView {
  const email = text(member.loginEmail) ?? null;
  const name =
    text(member.profile?.nickname) ?? text(member.contact?.firstName) ?? email ?? 'member';
  return { name, email };
}

/** The members account sections the platform's hosted account page shows. */
export const ACCOUNT_SECTIONS = [
  { section: 'ACCOUNT_INFO', label: 'My account' },
  { section: 'BOOKINGS', label: 'My bookings' },
  { section: 'ORDERS', label: 'My orders' },
  { section: 'SUBSCRIPTIONS', label: 'My subscriptions' },
  { section: 'EVENTS', label: 'My events' },
] as const;

export type AccountSection = (typeof ACCOUNT_SECTIONS)[number]['section'];

export function isAccountSection(value: unknown): value is AccountSection {
  return ACCOUNT_SECTIONS.some((s) => s.section === value);
}

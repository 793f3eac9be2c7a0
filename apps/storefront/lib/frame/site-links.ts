import type { Example } from '../examples/schema';

export interface SiteLink {
  href: string;
  label: string;
}

/** The pages every site has, whatever it installed: the examples list, members, webhooks. */
export const HOME_LINK: SiteLink = { href: '/', label: 'Examples' };
export const ALWAYS_LINKS: SiteLink[] = [
  { href: '/members', label: 'Members' },
  { href: '/webhooks', label: 'Webhooks' },
];

/**
 * The header's pages: every example whose app the site has installed (the detection the home
 * page uses), in the manifest's order, Subscriptions too, which the home list leaves out by
 * design (lib/examples/split.ts); then the pages every site has.
 */
export function siteLinksOf(
  examples: readonly Example[],
  installedAppsList: readonly number[],
): SiteLink[] {
  const installed = new Set(installedAppsList);
  const links = examples
    .filter((example) => installed.has(example.data.orderId - 1))
    .toSorted((a, b) => a.data.orderId - b.data.orderId)
    .map(({ data }) => ({ href: data.slug, label: data.title }));
  return [HOME_LINK, ...links, ...ALWAYS_LINKS];
}

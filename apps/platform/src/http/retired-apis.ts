/**
 * The real platform's retired and retiring API generations, in one table (docs/protocol.md §2.9).
 * Each is still served here, with `Deprecation` (RFC 9745), `Sunset` (RFC 8594) and a `Link` to
 * its successor's documentation on every answer; `PLATFORM_RETIRED_APIS=refuse` answers 404 once
 * the removal date has passed (plugins/retired-apis.ts). Routes belong to a generation by path:
 * a pattern matches a route registered at it or below it, whatever its method and alias.
 *
 * Dates, from the real platform's reference (dev.wix.com) and the pinned official SDK's typings
 * (`@deprecated`, `@replacedBy`, `@targetRemovalDate`):
 * - `removal` is the date the reference says the generation is removed on (its migration guide
 *   or deprecation notice), the same as the typings' `@targetRemovalDate`.
 * - `deprecated` is the earliest date the reference shows the generation deprecated on. It
 *   publishes no announcement dates: where a dated page carries the notice (the Checkout API's
 *   introduction, last updated 2026-10-07) that date; otherwise the date the notice itself names
 *   (method pages word it "will be deprecated on <the removal date>").
 *
 * Not listed, on purpose: Catalog V1 (`/stores/v1`, `/stores-reader/v1` and their aliases). The
 * reference does not deprecate it: stores created before Catalog V3 stay on V1 until Wix moves
 * them, apps must support both versions to be installable, and neither the docs nor the typings
 * mark a V1 method deprecated or name a date. A `Deprecation` header would tell an app to leave
 * an API it is required to keep calling, so V1 answers carry neither header.
 */

/**
 * PLATFORM_RETIRED_APIS: `serve` (the default) answers every retired generation as before, with
 * its headers; `refuse` answers a call to one past its removal date as removed, so a developer
 * can check whether an app survives the removal before the real platform makes it happen.
 */
export const RETIRED_API_MODES = ['serve', 'refuse'] as const;
export type RetiredApisMode = (typeof RETIRED_API_MODES)[number];

export interface RetiredApi {
  /** The generation as the reference names it. */
  name: string;
  /** Route patterns (Fastify syntax) of the generation: documented paths and their aliases. */
  paths: readonly string[];
  /** YYYY-MM-DD (UTC): from then on the generation is deprecated. */
  deprecated: string;
  /** YYYY-MM-DD (UTC): the day the real platform removes it. */
  removal: string;
  successor: string;
  /** The successor's documentation: its migration guide where there is one. */
  successorDocs: string;
}

const DOCS = 'https://dev.wix.com/docs/api-reference/business-solutions';

export const RETIRED_APIS: readonly RetiredApi[] = [
  {
    name: 'Availability Calendar',
    paths: [
      '/availability-calendar/v1/availability',
      '/bookings/availability-calendar/v1/availability',
      '/bookings/v1/availability',
      '/_api/availability-calendar',
      '/v2/availability/schedule',
      '/v1/availability/multislot',
    ],
    deprecated: '2026-03-31',
    removal: '2026-03-31',
    successor: 'Time Slots V2',
    successorDocs: `${DOCS}/bookings/time-slots/availability-calendar/migration-guide`,
  },
  {
    // Orders V1's Create Reservation and Cancel Reservation (not Get Invoice, not Checkout).
    name: 'Event ticket reservations (Orders V1)',
    paths: ['/events/v1/checkout/reservations'],
    deprecated: '2026-03-31',
    removal: '2026-03-31',
    successor: 'Ticket Reservations',
    successorDocs: `${DOCS}/events/ticket-reservations/introduction`,
  },
  {
    name: 'RSVP V1',
    paths: ['/events/v1/rsvp', '/events/v1/events/:eventId/rsvp'],
    deprecated: '2025-06-30',
    removal: '2025-06-30',
    successor: 'RSVP V2',
    successorDocs: `${DOCS}/events/registration/rsvp-v2/introduction`,
  },
  {
    // The reference calls the /pricing-plans/v2/plans API "Plans V1".
    name: 'Plans V1',
    paths: ['/pricing-plans/v2/plans'],
    deprecated: '2025-12-31',
    removal: '2025-12-31',
    successor: 'Plans V3',
    successorDocs: `${DOCS}/pricing-plans/plans-v3/introduction`,
  },
  {
    name: 'Cart V1',
    paths: ['/ecom/v1/carts', '/_api/ecom-cart/v1/carts'],
    deprecated: '2026-10-07',
    removal: '2027-02-01',
    successor: 'Cart V2',
    successorDocs: `${DOCS}/e-commerce/purchase-flow/cart-v2/migration-guide`,
  },
  {
    name: 'Checkout V1',
    paths: ['/ecom/v1/checkouts'],
    deprecated: '2026-10-07',
    removal: '2027-02-01',
    successor: 'Cart V2',
    successorDocs: `${DOCS}/e-commerce/purchase-flow/cart-v2/migration-guide`,
  },
];

const segmentsOf = (path: string) => (path.split('?')[0] ?? '').split('/').filter(Boolean);

/** `:name` in a pattern stands for any one segment. */
function under(pattern: string, path: string): boolean {
  const want = segmentsOf(pattern);
  const have = segmentsOf(path);
  return (
    have.length >= want.length &&
    want.every((segment, i) => segment.startsWith(':') || segment === have[i])
  );
}

/**
 * The generation a route pattern or a requested path belongs to, if any. Takes either: the
 * plugin asks with the route's pattern once per route, the inspector with a logged path.
 */
export function retiredApiOf(path: string): RetiredApi | undefined {
  return RETIRED_APIS.find((api) => api.paths.some((pattern) => under(pattern, path)));
}

const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

/** The start (UTC) of the removal day: "removed on March 31" means gone that day. */
export const removalDate = (api: RetiredApi): Date => dayOf(api.removal);

export const isRemoved = (api: RetiredApi, now: Date): boolean =>
  now.getTime() >= removalDate(api).getTime();

/**
 * The three headers every answer of the generation carries: `Deprecation` as an RFC 9745
 * structured-field date (`@` and Unix seconds), `Sunset` as an RFC 8594 HTTP-date, and a `Link`
 * to the successor's documentation with RFC 9745's `deprecation` relation.
 */
export function retirementHeaders(
  api: RetiredApi,
): Record<'deprecation' | 'sunset' | 'link', string> {
  return {
    deprecation: `@${dayOf(api.deprecated).getTime() / 1000}`,
    sunset: removalDate(api).toUTCString(),
    link: `<${api.successorDocs}>; rel="deprecation"; type="text/html"`,
  };
}

/** The refusal's words: what was removed, when, and where to go instead. */
export function removalMessage(api: RetiredApi): string {
  return (
    `${api.name} was removed on ${api.removal}; ` +
    `use ${api.successor} instead: ${api.successorDocs}`
  );
}

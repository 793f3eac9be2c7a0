/**
 * The contract's fixed values (docs/interfaces.md, "Fixed identifiers"). This file imports nothing,
 * zod least of all, so the storefront may import values from `@headless/contract/constants`
 * without pulling the schemas into its bundle; the main entry re-exports it for the platform.
 */

/** The seeded demo site and the sample OAuth client it owns. */
export const SAMPLE_CLIENT_ID = '6f0a3c3e-2b7d-4f3a-9a61-0c8e5d2b7a10';
export const DEMO_SITE_ID = 'b4c0f2de-7a2e-4a8e-9c1d-5e3f0a6b9c21';

/**
 * The seeded second site, on Catalog V3 (the demo site stays on V1), and its OAuth client: the same
 * catalog, served through the V3 wire (docs/protocol.md §2.3).
 */
export const V3_CLIENT_ID = '3c7e9b1a-5d2f-4e8a-b6c4-9f1e2d3a4b50';
export const V3_SITE_ID = 'e1a5c3d7-9b2f-4c6e-8a1d-3f5b7c9e0a32';

/**
 * The built-in "All Products" collection every visible product is in: V1 lists it among the
 * collections, V3 answers it as the "All Products" category (getAllProductsCategory).
 */
export const ALL_PRODUCTS_COLLECTION_ID = '00000000-000000-000000-000000000001';

/** Platform app ids (docs/protocol.md §8). */
export const AppId = {
  ecom: '1380b703-ce81-ff05-f115-39571d94dfcd',
  storesCatalog: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
  bookings: '13d21c63-b5ec-5912-8397-c3a5ddb27a97',
  events: '140603ad-af8d-84a5-2c80-a0f60cb47351',
  pricingPlans: '1522827f-c56c-a5c9-2ac9-00f9e6ae12d3',
} as const;

/**
 * Both ids are accepted as a Stores catalog reference in a cart line (docs/protocol.md, "Our
 * decisions").
 */
export const STORES_CATALOG_APP_IDS: readonly string[] = [AppId.ecom, AppId.storesCatalog];

/** The apps by the names the platform's CLI and database use. */
export const PlatformApp = ['bookings', 'stores', 'events', 'pricing-plans'] as const;
export type PlatformApp = (typeof PlatformApp)[number];

/** Access tokens live four hours, as the real platform issues them. */
export const ACCESS_TOKEN_TTL_SECONDS = 14400;
/**
 * What starts every access token, before its JWT (docs/protocol.md §5.3), and every refresh token:
 * here rather than in oauth.ts so the storefront can read a token's claims without zod.
 */
export const ACCESS_TOKEN_PREFIX = 'OauthNG.JWS.';
export const REFRESH_TOKEN_PREFIX = 'JWS.';
/** Whose tokens a client holds: nobody's yet, a visitor's or a member's (oauth.ts TokenRole). */
export const TOKEN_ROLES = ['none', 'visitor', 'member'] as const;

/**
 * The redirect-session intents the protocol knows (docs/protocol.md §3.7); only bookingsCheckout
 * is served so far. Here rather than in redirects.ts so the SDK can name them without zod.
 */
export const REDIRECT_INTENTS = [
  'bookingsCheckout',
  'ecomCheckout',
  'eventsCheckout',
  'paidPlansCheckout',
  'login',
  'logout',
  'auth',
  'storesProduct',
  'bookingsBook',
  'ecomOrderPaymentRequest',
  'membersAccount',
] as const;
export type RedirectIntent = (typeof REDIRECT_INTENTS)[number];

/**
 * A slug: lowercase letters and digits, words joined by single hyphens (docs/protocol.md §2.1
 * validateSlug; events' slugs follow the same rule).
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Something@somewhere.tld without spaces: the shape every email field of a form or request takes. */
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An email address: that shape, within RFC 5321's 254 characters of a deliverable path. */
export const isEmailAddress = (value: string): boolean =>
  value.length <= 254 && EMAIL_ADDRESS.test(value);

const COUNTRY_CODE = /^[A-Z]{2}$/;

/**
 * An ISO 3166-1 alpha-2 country code as the hosted checkout's address and the CLI's tax regions
 * take it: two capital letters.
 */
export const isCountryCode = (value: string): boolean => COUNTRY_CODE.test(value);

/**
 * The most items one line holds, in a cart and in every line that becomes one (custom items,
 * checkout templates, subscription contracts, fulfillments): requests refuse more, the platform
 * answers QUANTITY_LIMIT_EXCEEDED past it, the storefront's quantity fields stop there.
 */
export const MAX_LINE_ITEM_QUANTITY = 100_000;

/**
 * The most tickets one order may hold: no event's ticketLimitPerOrder and no ticket's
 * limitPerCheckout goes higher, so the storefront assumes it when an event names no limit.
 */
export const MAX_TICKETS_PER_ORDER = 50;

/** The longest first or last name an RSVP may give; the storefront's RSVP form stops there. */
export const MAX_RSVP_NAME_LENGTH = 100;

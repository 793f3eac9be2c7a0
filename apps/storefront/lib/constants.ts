import { AppId, SAMPLE_CLIENT_ID } from '@headless/contract/constants';

/**
 * Your OAuth app's client id: replace the sample with it here (or set PLATFORM_CLIENT_ID). The
 * sample (the contract's) is owned by the local platform's seeded demo site, so the shell works out
 * of the box; the shell compares CLIENT_ID with it to tell whether the sample is still in use.
 */
export const CLIENT_ID: string = SAMPLE_CLIENT_ID;

/** The local platform; `https://www.wixapis.com` for the real one (or set PLATFORM_API_URL). */
export const DEFAULT_API_BASE_URL = 'http://localhost:4000';

export const DEFAULT_DETECTION_CACHE_SECONDS = 30;

/** Where the shell tells developers to change the client id (the toast names this file). */
export const CONSTANTS_FILE = 'apps/storefront/lib/constants.ts';

/** The page the platform's login flow returns to; its URL must be an allowed redirect. */
export const LOGIN_CALLBACK_PATH = '/login-callback';

/** Shell app indices (docs/interfaces.md); an example is installed when orderId - 1 is listed. */
export const APPS = { BOOKINGS: 0, STORE: 1, EVENTS: 2, SUBSCRIPTIONS: 3 } as const;
export type AppIndex = (typeof APPS)[keyof typeof APPS];

/** The Stores catalog app id the store probe puts in its cart line. */
export const STORES_APP_ID = AppId.ecom;

export const SESSION_COOKIE = 'session';

/** localStorage keys the shell uses in the browser. */
export const STORAGE_KEYS = {
  toastClosed: 'toastClosed',
  storedClientId: 'storedClientId',
  sandboxInfoModal: 'sandboxInfoModal',
} as const;

/** How /404?app=<name> names each app. */
export const APP_NAMES: Record<AppIndex, string> = {
  [APPS.BOOKINGS]: 'Bookings',
  [APPS.STORE]: 'Store',
  [APPS.EVENTS]: 'Events',
  [APPS.SUBSCRIPTIONS]: 'Subscriptions',
};

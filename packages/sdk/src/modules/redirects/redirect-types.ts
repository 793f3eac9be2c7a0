import type {
  AccountSection,
  BookingsCheckoutIntent,
  RedirectCallbacks,
  RedirectSession as WireRedirectSession,
} from '@headless/contract';

export type { RedirectCallbacks };

/**
 * The hosted bookings checkout: a slot exactly as availability returned it (its dates stay the
 * wire strings) and the visitor's IANA time zone, in which the page shows the time.
 */
export type BookingsCheckout = BookingsCheckoutIntent;

export type MembersAccountSection = AccountSection;

/**
 * Redirect sessions (docs/protocol.md §3.7): exactly one intent, plus callbacks and preferences.
 */
export interface RedirectIntents {
  bookingsCheckout?: BookingsCheckout;
  /** The hosted store checkout of a checkout from `createCheckoutFromCurrentCart`; premium sites only. */
  ecomCheckout?: { checkoutId: string };
  eventsCheckout?: { eventSlug: string; reservationId: string };
  /** The hosted plan checkout for the logged-in member; the order appears in `listMyOrders`. */
  paidPlansCheckout?: { planId: string; checkoutData?: string };
  /** The hosted login page; prefer `client.auth.getAuthUrl`, which adds PKCE. */
  login?: Record<string, never>;
  /** The hosted logout; `client.auth.logout` sends it and clears the tokens. */
  logout?: { clientId: string };
  auth?: {
    authRequest: {
      clientId: string;
      responseType: 'code';
      redirectUri?: string;
      scope?: string;
      state: string;
      responseMode?: 'fragment' | 'query' | 'web_message';
      codeChallenge?: string;
      codeChallengeMethod?: 'S256';
      sessionToken?: string;
      idp?: string;
    };
    prompt?: 'login' | 'none' | 'consent' | 'select_account';
  };
  /** A section of the member's hosted account pages; the member must be logged in. */
  membersAccount?: { section: MembersAccountSection };
  storesProduct?: { productSlug: string };
  bookingsBook?: { resourceId: string };
  ecomOrderPaymentRequest?: { paymentRequestId: string };
}

export interface RedirectPreferences {
  useGenericWixPages?: boolean;
  maintainIdentity?: boolean;
  additionalQueryParameters?: Record<string, string>;
  checkIfPublish?: boolean;
}

export interface CreateRedirectSessionOptions extends RedirectIntents {
  callbacks?: RedirectCallbacks;
  preferences?: RedirectPreferences;
  origin?: string;
}

/**
 * The session as the contract declares it; only `fullUrl`, where the browser goes, is relied on,
 * so a platform that leaves the rest out still answers one.
 */
export type RedirectSession = Pick<WireRedirectSession, 'fullUrl'> &
  Partial<Omit<WireRedirectSession, 'fullUrl'>>;

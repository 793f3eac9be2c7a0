/** The hosts the official SDK calls (docs/protocol.md §1.1). */
export declare const PLATFORM_API_HOSTS: readonly string[];
/** `http://localhost:4000`, where `npm start` and `npm run platform:start` listen. */
export declare const DEFAULT_LOCAL_PLATFORM_URL: string;

type Fetch = typeof globalThis.fetch;

/** The local platform's address for a request to a platform API host; undefined for any other. */
export declare function localPlatformUrl(
  requestUrl: string | URL,
  baseUrl?: string | URL,
): string | undefined;

/** A fetch for `createClient({ fetch })`: platform API requests go to the local platform. */
export declare function localPlatformFetch(
  baseUrl?: string | URL,
  options?: { fetch?: Fetch },
): Fetch;

/** Routes every fetch of this process or page to the local platform; returns the undo. */
export declare function installLocalPlatform(baseUrl?: string | URL): () => void;

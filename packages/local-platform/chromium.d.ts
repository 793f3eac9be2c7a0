/** Where the TLS front listens and which CA it uses; both default to the exported variables. */
export interface ChromiumOptions {
  /** The TLS front's port: LOCAL_PLATFORM_TLS_PORT, else 4443. */
  port?: number | string;
  /** The local CA's certificate: NODE_EXTRA_CA_CERTS by default. */
  caCertFile?: string;
}

/** base64 SHA-256 of a certificate's public key, for --ignore-certificate-errors-spki-list. */
export declare function spkiHashOf(certPem: string): string;

/** `--host-resolver-rules` and `--ignore-certificate-errors-spki-list` for the real hostnames. */
export declare function realHostnamesChromiumArgs(options?: ChromiumOptions): string[];

/** Playwright's `use` (launch options) for a browser that reaches the local platform by the real hostnames. */
export declare function realHostnamesPlaywrightUse(
  options?: ChromiumOptions & { args?: string[] },
): {
  launchOptions: { args: string[] };
};

/** CodeSandbox preview hosts, e.g. `abc123-3000.csb.app` (issue item 13). */
const SANDBOX_HOST = /^[a-zA-Z0-9]+-\d+\.csb\.app$/;

export function isSandboxHost(hostname: string): boolean {
  return SANDBOX_HOST.test(hostname);
}

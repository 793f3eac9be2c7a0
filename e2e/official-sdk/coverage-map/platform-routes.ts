// The local platform's verdict on each request, from its own router: the platform's
// `src/cli/route-match.ts` builds the app without a database or a server and answers, for each
// method and path, whether a route takes it, what its `:param` segments took, and which methods the
// path has. (The e2e side never imports the platform: it asks a process, as it would a server.)
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface RouteRequest {
  method: string;
  path: string;
}

export interface RouteVerdict {
  found: boolean;
  params: Record<string, string>;
  /** The methods the path has routes for, each with what its `:param` segments took. */
  allowed: { method: string; params: Record<string, string> }[];
}

const platformDir = fileURLToPath(new URL('../../../apps/platform/', import.meta.url));

export function platformVerdicts(requests: readonly RouteRequest[]): Promise<RouteVerdict[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/route-match.ts'], {
      cwd: platformDir,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`the platform's route-match exited ${code}`));
      const verdicts = JSON.parse(output) as RouteVerdict[];
      if (verdicts.length !== requests.length)
        return reject(new Error('route-match lost requests'));
      resolve(verdicts);
    });
    child.stdin.end(JSON.stringify(requests));
  });
}

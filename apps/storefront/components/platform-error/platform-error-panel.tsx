import { CONSTANTS_FILE } from '@/lib/constants';
import type { PlatformProblem } from '@/lib/platform/problems';

const HEADINGS: Record<PlatformProblem['kind'], string> = {
  unreachable: 'The storefront cannot reach the platform',
  'client-id-refused': 'The platform refused the client id',
  failed: 'The platform answered with an error',
};

/** Says exactly what went wrong and what to check, instead of a crash (issue item 17). */
export function PlatformErrorPanel({ problem }: { problem: PlatformProblem }) {
  const { kind, apiBaseUrl, clientId, message } = problem;
  return (
    <section
      className="panel panel-error"
      data-testid="platform-error"
      data-kind={kind}
      role="alert"
    >
      <h2>{HEADINGS[kind]}</h2>
      <dl className="facts">
        <dt>Base URL tried</dt>
        <dd>
          <code>{apiBaseUrl}</code>
        </dd>
        <dt>Client id</dt>
        <dd>
          <code>{clientId}</code>
        </dd>
        {kind === 'failed' && message && (
          <>
            <dt>Error</dt>
            <dd>{message}</dd>
          </>
        )}
      </dl>
      <h3>What to check</h3>
      <ul>
        {/* A platform that refused the client id is running; one out of reach says nothing of ids. */}
        {kind !== 'client-id-refused' && (
          <li>
            Is the local platform running? <code>npm start</code> at the repository root starts it
            together with the storefront.
          </li>
        )}
        <li>
          Is <code>PLATFORM_API_URL</code> right? It is <code>{apiBaseUrl}</code> now.
        </li>
        {kind !== 'unreachable' && (
          <li>
            Does the client id exist on that platform? <code>npm run platform -- sites list</code>{' '}
            lists the local sites and their client ids; set yours with{' '}
            <code>PLATFORM_CLIENT_ID</code> or <code>CLIENT_ID</code> in{' '}
            <code>{CONSTANTS_FILE}</code>.
          </li>
        )}
      </ul>
    </section>
  );
}

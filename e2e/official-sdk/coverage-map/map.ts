// The surface map: every method of the pinned packages against the local platform's route table,
// on the path the SDK sends (the same under every auth), on the one it sends with a custom host,
// and on the path the REST reference documents.
import { audienceOf, type Audience } from './audience';
import { platformVerdicts, type RouteVerdict } from './platform-routes';
import { referenceOverride } from './reference-paths';
import { PACKAGES, packageVersion, sdkSurface, type SdkMethod } from './surface';

export type Status =
  | { kind: 'served' }
  /** The path has routes, but not for this method: the platform answers 405. `through` names
   * the `:param` route when every one of them takes a literal segment of this path. */
  | { kind: 'method'; allowed: string[]; through?: string }
  /** A route's `:param` segment took a literal segment of this path (`route` names it). */
  | { kind: 'param'; route: string }
  | { kind: 'none' };

export interface Request {
  method: string;
  /** Path parameters as `:name`. */
  path: string;
}

export interface MappedMethod {
  packageName: string;
  module: string;
  name: string;
  /** What the SDK sends (every auth alike), and with a custom `host.apiBaseUrl`. */
  sdk: Request;
  customHost: Request;
  /** What the REST reference documents; `page` when it differs from the SDK's path. */
  reference: Request & { page?: string };
  status: { sdk: Status; customHost: Status; reference: Status };
  audience: Audience;
  deprecated?: string;
  replacedBy?: string;
  removalDate?: string;
}

export interface CoverageMap {
  /** The pinned versions the map was made from: @wix/sdk and the seven packages. */
  versions: Record<string, string>;
  methods: MappedMethod[];
}

/** `:name` path parameters become a value no route has as a literal, so a `:param` route that
 * takes a literal segment shows itself. */
const SENTINEL = (name: string) => `~${name}~`;
const isSentinel = (value: string) => /^~.*~$/.test(value);
const concrete = (path: string) =>
  path.replace(/\/:([\w.]+)/g, (_, name: string) => `/${SENTINEL(name)}`);

/** The `:param` route that took literal segments of `path`, or undefined when none did. */
function swallowingRoute(path: string, params: Record<string, string>): string | undefined {
  const swallowed = Object.entries(params).filter(([, value]) => !isSentinel(value));
  if (swallowed.length === 0) return undefined;
  const segments = concrete(path).split('/');
  for (const [name, value] of swallowed) {
    const index = segments.indexOf(value);
    if (index >= 0) segments[index] = `:${name}`;
  }
  return segments.join('/').replace(/~([\w.]+)~/g, ':$1');
}

function statusOf(request: Request, verdict: RouteVerdict): Status {
  if (!verdict.found) {
    if (verdict.allowed.length === 0) return { kind: 'none' };
    const allowed = verdict.allowed.map(({ method }) => method);
    const through = verdict.allowed.map(({ params }) => swallowingRoute(request.path, params));
    const route = through[0];
    const all = route !== undefined && through.every((r) => r === route);
    return { kind: 'method', allowed, ...(all && { through: route }) };
  }
  const route = swallowingRoute(request.path, verdict.params);
  return route === undefined ? { kind: 'served' } : { kind: 'param', route };
}

function requestsOf(method: SdkMethod): Pick<MappedMethod, 'sdk' | 'customHost' | 'reference'> {
  const sdk = { method: method.httpMethod, path: method.paths.sdk };
  const customHost = { method: method.httpMethod, path: method.paths.customHost };
  const override = referenceOverride(method.packageName, method.module, method.name);
  return { sdk, customHost, reference: override ?? sdk };
}

export const isServed = (status: Status) => status.kind === 'served';

export async function buildCoverageMap(): Promise<CoverageMap> {
  const surface = await sdkSurface();
  const requests = surface.map(requestsOf);
  const asked = requests.flatMap(({ sdk, customHost, reference }) => [sdk, customHost, reference]);
  const verdicts = await platformVerdicts(
    asked.map(({ method, path }) => ({ method, path: concrete(path) })),
  );
  const statusAt = (request: Request, index: number) => statusOf(request, verdicts[index]!);
  const methods = surface.map((method, i): MappedMethod => {
    const { sdk, customHost, reference } = requests[i]!;
    const { deprecated, replacedBy, removalDate } = method.docs;
    return {
      packageName: method.packageName,
      module: method.module,
      name: method.name,
      sdk,
      customHost,
      reference,
      status: {
        sdk: statusAt(sdk, 3 * i),
        customHost: statusAt(customHost, 3 * i + 1),
        reference: statusAt(reference, 3 * i + 2),
      },
      audience: audienceOf(`${method.packageName} ${method.module}.${method.name}`, method.docs),
      ...(deprecated !== undefined && { deprecated }),
      ...(replacedBy && { replacedBy }),
      ...(removalDate && { removalDate }),
    };
  });
  const versions = Object.fromEntries(
    ['@wix/sdk', ...PACKAGES].map((name) => [name, packageVersion(name)]),
  );
  return { versions, methods };
}

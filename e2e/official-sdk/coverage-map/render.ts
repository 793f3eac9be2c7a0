// docs/sdk-coverage.md from the map: a summary per package, then per package and module a table
// of methods (LocalStack's per-service coverage pages are the model).
import { isServed, type CoverageMap, type MappedMethod, type Request, type Status } from './map';
import { PACKAGES } from './surface';

export const REGENERATE = 'cd e2e/official-sdk && npm run coverage-map';

const percent = (part: number, whole: number) =>
  whole === 0 ? '—' : `${Math.round((100 * part) / whole)}%`;

/** `:name` path parameters read as the reference writes them, `{name}`. */
const shown = (path: string) => path.replace(/\/:([\w.]+)/g, '/{$1}');
const requestText = (request: Request) => `\`${request.method} ${shown(request.path)}\``;

function statusText(status: Status): string {
  switch (status.kind) {
    case 'served':
      return '✅';
    case 'method':
      return status.through
        ? `405 (has ${status.allowed.join(', ')} through \`${shown(status.through)}\`)`
        : `405 (has ${status.allowed.join(', ')})`;
    case 'param':
      return `taken by \`${shown(status.route)}\``;
    case 'none':
      return '—';
  }
}

const servedOnSdkPath = (m: MappedMethod) => isServed(m.status.sdk);

interface SummaryRow {
  name: string;
  modules: number;
  methods: number;
  sdk: number;
  reference: number;
  customHost: number;
  facing: number;
  facingServed: number;
}

function summaryRow(name: string, methods: MappedMethod[]): SummaryRow {
  const facing = methods.filter((m) => m.audience === 'visitor/member');
  const count = (where: keyof MappedMethod['status']) =>
    methods.filter((m) => isServed(m.status[where])).length;
  return {
    name,
    modules: new Set(methods.map((m) => `${m.packageName} ${m.module}`)).size,
    methods: methods.length,
    sdk: count('sdk'),
    reference: count('reference'),
    customHost: count('customHost'),
    facing: facing.length,
    facingServed: facing.filter(servedOnSdkPath).length,
  };
}

function summary(map: CoverageMap): string {
  const rows = PACKAGES.map((name) =>
    summaryRow(
      name,
      map.methods.filter((m) => m.packageName === name),
    ),
  );
  const of = (part: number, whole: number) => `${part} (${percent(part, whole)})`;
  const line = (r: SummaryRow, name: string) =>
    `| ${name} | ${r.modules} | ${r.methods} | ${of(r.sdk, r.methods)} | ${of(r.reference, r.methods)} | ${of(r.customHost, r.methods)} | ${r.facing} | ${of(r.facingServed, r.facing)} |`;
  return [
    "| package | modules | methods | served on the SDK's path | on the reference's path | with a custom host | visitor/member methods | of those, served |",
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((row) => line(row, `\`${row.name}\``)),
    line(summaryRow('all', map.methods), '**all seven**'),
  ].join('\n');
}

function generation(m: MappedMethod): string {
  if (m.deprecated === undefined) return 'current';
  const successor = m.replacedBy ? ` → \`${m.replacedBy}\`` : '';
  const removal = m.removalDate ? `, removed ${m.removalDate}` : '';
  return `deprecated${successor}${removal}`;
}

function methodRow(m: MappedMethod): string {
  const sdk = `${statusText(m.status.sdk)} ${requestText(m.sdk)}`;
  const reference = m.reference.page
    ? `${statusText(m.status.reference)} ${requestText(m.reference)} ([page](${m.reference.page}))`
    : 'same';
  const customHost =
    m.customHost.path === m.sdk.path
      ? `${statusText(m.status.customHost)} same`
      : `${statusText(m.status.customHost)} \`${shown(m.customHost.path)}\``;
  return `| \`${m.name}\` | ${sdk} | ${reference} | ${customHost} | ${m.audience} | ${generation(m)} |`;
}

function moduleSection(module: string, methods: MappedMethod[]): string {
  const served = methods.filter(servedOnSdkPath).length;
  return [
    `### ${module}`,
    '',
    `${served} of ${methods.length} methods served on the SDK's path.`,
    '',
    "| method | the SDK's request | REST reference | custom host | who | generation |",
    '| --- | --- | --- | --- | --- | --- |',
    ...methods.map(methodRow),
  ].join('\n');
}

function packageSection(map: CoverageMap, name: string): string {
  const methods = map.methods.filter((m) => m.packageName === name);
  const modules = [...new Set(methods.map((m) => m.module))];
  return [
    `## \`${name}\` ${map.versions[name] ?? ''}`,
    '',
    ...modules.map((module) =>
      moduleSection(
        module,
        methods.filter((m) => m.module === module),
      ),
    ),
  ].join('\n\n');
}

const LABELS = { customHost: 'custom host', reference: 'REST reference' } as const;

/** Methods whose path the platform has, but for other methods, or under a `:param` route. */
function misrouted(map: CoverageMap): string {
  const lines = map.methods.flatMap((m) =>
    (['sdk', 'customHost', 'reference'] as const)
      .filter((where) => where === 'sdk' || m[where].path !== m.sdk.path)
      .filter((where) => ['method', 'param'].includes(m.status[where].kind))
      .map(
        (where) =>
          `- \`${m.packageName}\` \`${m.module}.${m.name}\`${where === 'sdk' ? '' : ` (${LABELS[where]})`}: ${requestText(m[where])} → ${statusText(m.status[where])}`,
      ),
  );
  return lines.length ? lines.join('\n') : 'None.';
}

export function renderCoverageDoc(map: CoverageMap): string {
  const versions = Object.entries(map.versions)
    .map(([name, version]) => `\`${name}\` ${version}`)
    .join(', ');
  return [
    '# Official SDK coverage',
    '',
    `<!-- Generated by e2e/official-sdk/coverage-map from the pinned packages; do not edit by hand. Regenerate: ${REGENERATE} -->`,
    '',
    `What the local platform serves of the official SDK's seven business packages, method by method. Made from ${versions} (pinned in \`e2e/official-sdk/package.json\`; the newest versions npm served when they were pinned). Regenerate after a route or a pin changes: \`${REGENERATE}\`; \`npm test\` fails while this page is stale, and when a method marked served here stops being served.`,
    '',
    'How each method is read:',
    '',
    "- **the SDK's request**: the method and path the SDK sends, from the package's `/meta` export. Every auth strategy sends the same path (the SDK resolves it with its API host's table; `OAuthStrategy` sends it to the CDN host `edge.wixapis.com`, `ApiKeyStrategy` and `AppStrategy` to `www.wixapis.com`). Path parameters are shown as `{name}`.",
    "- **REST reference**: the path the reference documents: the SDK's path unless a reference page says otherwise (`e2e/official-sdk/coverage-map/reference-paths.ts`, each with its page).",
    "- **custom host**: the path the SDK sends when a client's `host.apiBaseUrl` names a host other than the platform's (the site table, often `/_api/...`; docs/protocol.md §1.2).",
    "- ✅ served: the platform's router has a route for that method and path (matched as it matches requests: `:param` segments, literal segments first). `405 (has …)`: the path has routes, for other methods only (`through` a `:param` route that takes a literal segment of the path, when that is how). `taken by …`: a route's `:param` segment takes a literal segment of the path, so the request reaches another operation. `—`: no route (`No route` 404).",
    "- **who**: `visitor/member` when the typings name a member identity or visitor/member authentication, or the method's permission is one a site's visitors and members use (`coverage-map/audience.ts`: this map's reading of the permission names, not the platform's word); otherwise `owner/app`.",
    '- **generation**: `@deprecated`, `@replacedBy` and `@targetRemovalDate` from the typings: the successor and the date the real platform removes the method.',
    '',
    '## Summary',
    '',
    summary(map),
    '',
    '## Paths the platform routes elsewhere',
    '',
    "The path exists on the platform, but for other methods (405), or a `:param` route takes one of its literal segments (the SDK's path unless named):",
    '',
    misrouted(map),
    '',
    ...PACKAGES.map((name) => packageSection(map, name)),
    '',
  ].join('\n');
}

/** The ratchet's list: each method and the paths it is served on. Only grows. */
export function servedList(map: CoverageMap): Record<string, string[]> {
  const served: Record<string, string[]> = {};
  for (const m of map.methods) {
    const on = (['sdk', 'reference', 'customHost'] as const).filter((where) =>
      isServed(m.status[where]),
    );
    if (on.length) served[`${m.packageName} ${m.module}.${m.name}`] = on;
  }
  return served;
}

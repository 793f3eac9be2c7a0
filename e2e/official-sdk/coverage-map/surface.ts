// The official SDK's surface, read from the pinned packages themselves: every module's `/meta`
// export gives each method's HTTP method and the URL the SDK builds for a host; its typings give
// the generation (deprecated, successor, removal date) and who may call it.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { readDocs, type MethodDocs } from './typings';

/** The seven business packages the suite pins (e2e/official-sdk/package.json). */
export const PACKAGES = [
  '@wix/stores',
  '@wix/ecom',
  '@wix/bookings',
  '@wix/events',
  '@wix/pricing-plans',
  '@wix/redirects',
  '@wix/members',
] as const;

/**
 * The host whose path table a request's path comes from. The SDK resolves every path with its API
 * host, `www.wixapis.com`, under every auth strategy (OAuth only sends the same path to the CDN
 * host, `edge.wixapis.com`: @wix/sdk's rest-modules.js), so visitors, members, API keys and apps
 * send one path; a client whose `host.apiBaseUrl` names another host (any non-platform host picks
 * the site table, `/_api/...`: docs/protocol.md §1.2) sends the other.
 */
export const HOSTS = { sdk: 'www.wixapis.com', customHost: 'localhost' } as const;

export type PathTable = keyof typeof HOSTS;

export interface SdkMethod {
  packageName: string;
  module: string;
  name: string;
  httpMethod: string;
  /** The proto path before a host table maps it (`/v1/products/{id}`). */
  protoPath: string;
  /** The path the SDK sends by default and with a custom host, path parameters as `:name`. */
  paths: Record<PathTable, string>;
  docs: MethodDocs;
}

interface MetaDescriptor {
  getUrl(context: { host: string }): string;
  httpMethod: string;
  path: string;
}

const suiteRequire = createRequire(import.meta.url);

/** `@wix/stores` → its directory in the suite's node_modules. */
export function packageDir(name: string, from = suiteRequire): string {
  return dirname(from.resolve(`${name}/package.json`));
}

export function packageVersion(name: string): string {
  const json = JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')) as {
    version: string;
  };
  return json.version;
}

/** A business package's modules and the generated package behind each (`products` → `@wix/auto_sdk_stores_products`). */
function modulePackages(packageName: string): Map<string, string> {
  const metaSource = readFileSync(join(packageDir(packageName), 'build/es/meta.mjs'), 'utf8');
  const found = new Map<string, string>();
  for (const [, module, source] of metaSource.matchAll(
    /import \* as (\w+) from "([^"]+)\/meta";/g,
  )) {
    if (module && source) found.set(module, source);
  }
  return found;
}

/** The typings that declare a generated package's methods: `index.typings.d.mts`, and in some
 * packages a `*.universal-*.d.mts` beside it. */
function typingsFiles(dir: string): string[] {
  const es = join(dir, 'build/es');
  return readdirSync(es)
    .filter((file) => file.endsWith('.d.mts') && file !== 'meta.d.mts')
    .sort((a, b) => Number(b === 'index.typings.d.mts') - Number(a === 'index.typings.d.mts'))
    .map((file) => join(es, file));
}

function isDescriptor(value: unknown): value is MetaDescriptor {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as MetaDescriptor).getUrl === 'function' &&
    typeof (value as MetaDescriptor).httpMethod === 'string'
  );
}

async function packageMethods(packageName: string): Promise<SdkMethod[]> {
  const meta = (await import(`${packageName}/meta`)) as Record<string, Record<string, unknown>>;
  const fromPackage = createRequire(join(packageDir(packageName), 'package.json'));
  const methods: SdkMethod[] = [];
  for (const [module, generated] of modulePackages(packageName)) {
    const docs = readDocs(typingsFiles(packageDir(generated, fromPackage)));
    for (const [name, exported] of Object.entries(meta[module] ?? {})) {
      if (typeof exported !== 'function') continue; // enums and constants
      const descriptor: unknown = (exported as () => unknown)();
      if (!isDescriptor(descriptor)) continue;
      methods.push({
        packageName,
        module,
        name,
        httpMethod: descriptor.httpMethod,
        protoPath: descriptor.path,
        paths: {
          sdk: descriptor.getUrl({ host: HOSTS.sdk }),
          customHost: descriptor.getUrl({ host: HOSTS.customHost }),
        },
        docs: docs.get(name) ?? { identities: [], permissions: [], params: [] },
      });
    }
  }
  return methods;
}

/** Every REST method of the seven packages, by package, module and name. */
export async function sdkSurface(): Promise<SdkMethod[]> {
  const all = await Promise.all(PACKAGES.map(packageMethods));
  return all
    .flat()
    .sort((a, b) =>
      [a.packageName, a.module, a.name].join('\0') < [b.packageName, b.module, b.name].join('\0')
        ? -1
        : 1,
    );
}

import { PlatformApp } from '@headless/contract/constants';
import manifest from '../../public/examples.json';
import { APP_NAMES, type AppIndex } from '../constants';
import { manifestSchema, type Example } from './schema';

let parsed: Example[] | undefined;

/** The shipped manifest (public/examples.json, also served as /examples.json), validated once. */
export function getExamples(): Example[] {
  parsed ??= manifestSchema.parse(manifest);
  return parsed;
}

/** The app a /404?app=<name> link names, if it is one of ours. */
export function appIndexByName(name: string | undefined): AppIndex | undefined {
  const entry = Object.entries(APP_NAMES).find(([, appName]) => appName === name);
  return entry ? (Number(entry[0]) as AppIndex) : undefined;
}

/** The example of an app (orderId = app index + 1). */
export function exampleFor(app: AppIndex): Example | undefined {
  return getExamples().find((example) => example.data.orderId === app + 1);
}

/**
 * How to install an example's app: on the local platform its CLI command (the app market cannot
 * install anything there), on the real platform the app market page of the manifest.
 */
export type InstallRoute = { kind: 'cli'; command: string } | { kind: 'market'; href: string };

export function installRouteFor(example: Example, localPlatform: boolean): InstallRoute {
  // The contract lists the apps in the shell's index order (orderId = app index + 1).
  const app = PlatformApp[example.data.orderId - 1];
  if (localPlatform && app)
    return { kind: 'cli', command: `npm run platform -- apps install ${app}` };
  return { kind: 'market', href: example.installLink };
}

import 'server-only';
import { PlatformErrorCode } from '@headless/contract/error-codes';
import type { Tokens } from '@headless/sdk';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { APP_NAMES, type AppIndex } from './constants';
import { detectInstalledApps } from './detection';
import { readEnv, type StorefrontEnv } from './env';
import { getExamples } from './examples/manifest';
import { splitExamples, type SplitExamples } from './examples/split';
import type { SiteData } from './site-data';
import { getMetaSiteId } from './msid';
import { sessionOwner } from './session-owner';
import { readSessionTokens } from './platform/visitor';
import {
  errorCode,
  isProblemKind,
  logPlatformFailure,
  PROBLEM_HEADER,
  toProblem,
  type PlatformProblem,
} from './platform/problems';

export type SiteInfo =
  | ({ status: 'ok'; msid: string | null; installedAppsList: AppIndex[] } & SplitExamples)
  | { status: 'platform-error'; problem: PlatformProblem };

/**
 * What the shell knows about the site: its id and installed apps, or why it cannot tell. The id
 * is the session's; without a session (a new visitor), the configured client's site as the
 * platform's own tokens told (detection's), so no call is made for it.
 */
export async function loadSiteInfo(env: StorefrontEnv, tokens: Tokens | null): Promise<SiteInfo> {
  try {
    const installedAppsList = await detectInstalledApps(env);
    const msid = tokens ? getMetaSiteId(tokens.accessToken.value) : sessionOwner(env).siteId;
    return {
      status: 'ok',
      msid,
      installedAppsList,
      ...splitExamples(getExamples(), installedAppsList),
    };
  } catch (error) {
    logPlatformFailure('Detecting installed apps failed', error);
    return { status: 'platform-error', problem: toProblem(error, env) };
  }
}

/** Once per request, shared by the layout and the page. */
export const getSiteInfo = cache(async (): Promise<SiteInfo> => {
  const env = readEnv();
  const tokens = await readSessionTokens();
  const proxyProblem = (await headers()).get(PROBLEM_HEADER);
  // The proxy already asked the platform for a session and failed: say why without asking again.
  if (!tokens && isProblemKind(proxyProblem)) {
    const problem = { kind: proxyProblem, apiBaseUrl: env.apiBaseUrl, clientId: env.clientId };
    return { status: 'platform-error', problem };
  }
  return loadSiteInfo(env, tokens);
});

/** For an example page: a platform problem to show, or a redirect when its app is missing. */
export async function requireApp(app: AppIndex): Promise<PlatformProblem | null> {
  const info = await getSiteInfo();
  if (info.status === 'platform-error') return info.problem;
  if (!info.installedAppsList.includes(app)) redirect(notInstalledUrl(app));
  return null;
}

export function notInstalledUrl(app: AppIndex): string {
  return `/404?app=${encodeURIComponent(APP_NAMES[app])}`;
}

/** The app went away after detection cached it as installed. */
export function redirectIfAppMissing(error: unknown, app: AppIndex): void {
  if (errorCode(error) === PlatformErrorCode.appNotInstalled) redirect(notInstalledUrl(app));
}

/** What the client state starts from (issue item 6); empty lists when the platform failed. */
export function toSiteData(info: SiteInfo): SiteData {
  if (info.status !== 'ok') {
    return { msid: null, installedAppsList: [], installedExamples: [], uninstalledExamples: [] };
  }
  const { msid, installedAppsList, installedExamples, uninstalledExamples } = info;
  return { msid, installedAppsList, installedExamples, uninstalledExamples };
}

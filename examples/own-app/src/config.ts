// Everything the app needs to know about where things run comes from the environment: nothing here
// assumes the kit's default ports, so the same code runs beside `npm start`, in CI or deployed.

/** The demo site's visitor client (the front door of the local platform lists every site's). */
const DEMO_SITE_CLIENT_ID = '6f0a3c3e-2b7d-4f3a-9a61-0c8e5d2b7a10';

export interface AppConfig {
  /** Where the local platform answers: the URL `npm run platform:start` prints. */
  platformUrl: string;
  /** The port this app listens on, on 127.0.0.1. */
  port: number;
  /** This app's address as the buyer's browser reaches it: the hosted checkout returns here. */
  appUrl: string;
  /** The OAuth client (a headless client of the site) whose visitors this app serves. */
  clientId: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function required(env: Env, name: string, hint: string): string {
  const value = env[name]?.trim();
  if (!value) throw new ConfigError(`Set ${name}: ${hint}.`);
  return value;
}

function portOf(text: string): number {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new ConfigError(`PORT must be a port number, got "${text}".`);
  return port;
}

function httpUrl(name: string, text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${text}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(`${name} must be an http(s) URL, got "${text}".`);
  return url.href.replace(/\/+$/, '');
}

/**
 * LOCAL_PLATFORM_URL and PORT are required; APP_URL defaults to http://localhost:<PORT> (set it
 * when the browser reaches the app by another name), CLIENT_ID to the demo site's client.
 */
export function readConfig(env: Env = process.env): AppConfig {
  const platformUrl = httpUrl(
    'LOCAL_PLATFORM_URL',
    required(env, 'LOCAL_PLATFORM_URL', 'the URL `npm run platform:start` printed'),
  );
  const port = portOf(required(env, 'PORT', 'the port this app listens on'));
  const appUrl = httpUrl('APP_URL', env.APP_URL?.trim() || `http://localhost:${port}`);
  return { platformUrl, port, appUrl, clientId: env.CLIENT_ID?.trim() || DEMO_SITE_CLIENT_ID };
}

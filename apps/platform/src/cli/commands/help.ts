import type { Output } from '../types';

export const HELP = `Local platform CLI: npm run platform -- <command>

  sites list                          list sites and their installed apps
  apps list [--site <id>]             show which apps a site has
  apps install <app> [--site <id>]    install bookings | stores | events | pricing-plans
  apps uninstall <app> [--site <id>]  uninstall an app (its API calls then get 403 APP_NOT_INSTALLED)
  seed                                create the demo site if it is missing
  reset --yes                         delete all data and seed the demo site again
  clients create --site <id> [--name <name>]
                                      create an OAuth client; prints its client id
  apikeys create [--site <id>] [--name <name>]
                                      create an API key for the site owner; prints it once
  apikeys revoke <key id>             revoke an API key
  help                                this text

--site defaults to the demo site. The CLI uses DATABASE_URL when set, else the embedded
PostgreSQL in PLATFORM_DATA_DIR (default .data), reusing it when the platform is running.`;

export function help(io: Output): void {
  io.out(HELP);
}

import type { Output } from '../types';

export const HELP = `Local platform CLI: npm run platform -- <command>

  sites list                          list sites, their catalog version and installed apps
  sites create [--name <name>] [--catalog v1|v3]
                                      an empty site on that Stores catalog version (v3 unless
                                      told), every app installed; prints its site and client ids
  sites premium <on|off> [--site <id>]
                                      turn the premium plan on or off (payments need it)
  apps list [--site <id>]             show which apps a site has
  apps install <app> [--site <id>]    install bookings | stores | events | pricing-plans
  apps uninstall <app> [--site <id>]  uninstall an app (its API calls then get 403 APP_NOT_INSTALLED)
  apps credentials create [--site <id>] [--name <name>]
                                      an app's client_credentials: prints app id, secret (once)
                                      and instance id; its token may make owner calls
  apps credentials revoke <app id>    the app gets no new tokens; its tokens stop working
  seed                                create the demo site if it is missing
  reset --yes                         delete all data and seed the demo site again
  clients create --site <id> [--name <name>]
                                      create an OAuth client; prints its client id
  clients list [--site <id>]          the site's OAuth clients and their allowed redirect URIs
  clients allow | disallow <clientId> <uri>
                                      add or remove an allowed redirect URI (a trailing /* takes
                                      any path below, :* as the port any port)
  apikeys create [--site <id>] [--name <name>]
                                      create an API key for the site owner; prints it once
  apikeys revoke <key id>             revoke an API key
  reservations expire <id>            end a ticket reservation's hold now, as its time running
                                      out would (to try the expired checkout without waiting)
  mail list [--site <id>]             the local mail outbox, newest first, with codes and links
  mail show <id>                      one mail in full (also at /hosted/mail on the platform)
  members settings [--signup open|approval|verify] [--captcha on|off] [--mfa on|off]
                                      how new members get in, captcha, a code at every login;
                                      without flags prints the current settings
  members list [--site <id>]          the site's members with status
  members approve <id|email>          let a PENDING member (signup by approval) log in
  discounts list | create | delete <id>
                                      automatic discounts: create --name <n> --type
                                      PERCENTAGE|FIXED_AMOUNT|FIXED_PRICE --value <v>
                                      [--product <id>] [--from <iso>] [--to <iso>]
  coupons list | create | delete <code>
                                      create --code <c> --type <t> --value <v> [--name <n>]
                                      [--from <iso>] [--to <iso>] [--min-subtotal <amount>]
                                      [--usage-limit <n>]
  shipping list | create | delete <id>
                                      create --code <c> --title <t> --cost <amount>
                                      [--carrier <id>] [--kind SHIPPING|PICKUP] [--country XX]
                                      [--condition "BY_TOTAL_PRICE|BY_TOTAL_WEIGHT|BY_TOTAL_QUANTITY
                                      EQ|GT|GTE|LT|LTE <value>"] [--priority <n>]
                                      [--delivery-time <text>] [--slots "<from>/<to>,…"]
                                      [--pickup-address "street|city|subdivision|postal|country"]
  tax list | set | delete             set --country XX|* [--subdivision XX-YY] --rate-type
                                      NO_TAX_COLLECTED|MANUAL_RATE|AUTO_RATE|FALLBACK_RATE
                                      [--rate <percent>]; delete --country [--subdivision]
  webhooks subscribe <url> [--events <type,type>] [--app <appId>] [--site <id>]
                                      send the site's events (all, or these types) to a URL,
                                      for one app (default local-developer)
  webhooks list | unsubscribe <id>    the site's webhook subscriptions; remove one
  webhooks deliveries [--status PENDING|DELIVERED|FAILED] [--limit <n>]
                                      the delivery log, newest first, with every attempt
  webhooks replay <delivery id>       send a delivery again (the running platform sends it)
  webhooks trigger <eventType> --payload '<json>' [--entity <id>]
                                      record any catalog event with your payload; prints its id
  webhooks public-key                 the PEM that verifies the deliveries' RS256 signature
  help                                this text

--site defaults to the demo site. Amounts are in the site's currency (e.g. 5.99), weights in kg.
The CLI uses DATABASE_URL when set, else the embedded
PostgreSQL in PLATFORM_DATA_DIR (default .data), reusing it when the platform is running.`;

export function help(io: Output): void {
  io.out(HELP);
}

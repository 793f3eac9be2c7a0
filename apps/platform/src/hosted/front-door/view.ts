import { dataTable, html, page, type Html } from '../html';
import type { FrontDoorSite } from './query';

const TOOLS = [
  {
    href: '/inspector',
    label: 'Inspector',
    what: 'recent requests, the event outbox, webhook deliveries with Replay, mail, Reset to seed',
  },
  { href: '/hosted/mail', label: 'Mail outbox', what: 'the mail members would get: codes, links' },
  { href: '/openapi.json', label: 'API description', what: 'the OpenAPI document of every route' },
  { href: '/health', label: 'Health', what: 'answers 200 while the platform and its database run' },
];

const COMMANDS = [
  ['sites list', 'the sites, their plan and installed apps'],
  ['apps list', 'which apps the demo site has'],
  ['apps uninstall stores', 'remove an app (apps install stores puts it back)'],
  ['sites premium on', 'let paid checkouts through on the demo site'],
  ['clients list', "each OAuth client's allowed redirect URIs"],
  ['mail list', 'the mail outbox, with verification codes'],
  ['webhooks deliveries', 'every webhook delivery and its attempts'],
  ['reset --yes', 'wipe all data and seed the demo site again'],
  ['help', 'every command'],
] as const;

const CSS = `
main{max-width:60rem}
h2{font-size:1.15rem;margin:1.75rem 0 .5rem}
a{color:var(--accent-strong)}
ul.tools{padding-left:1.2rem}
ul.tools li{margin:.3rem 0}
table{width:100%;border-collapse:collapse;font-size:.92rem}
caption{text-align:left;color:var(--muted);padding-bottom:.5rem}
th,td{text-align:left;padding:.35rem .4rem;border-bottom:1px solid var(--border);vertical-align:top}
td{overflow-wrap:break-word}
td ul{margin:0;padding:0;list-style:none}
code{overflow-wrap:anywhere}
`;

function tools(): Html {
  return html`<h2>Look inside</h2>
    <ul class="tools">
      ${TOOLS.map((t) => html`<li><a href="${t.href}">${t.label}</a> (<code>${t.href}</code>): ${t.what}</li>`)}
    </ul>`;
}

const CATALOG_LABEL: Record<FrontDoorSite['catalogVersion'], string> = {
  V1_CATALOG: 'Catalog V1',
  V3_CATALOG: 'Catalog V3',
};

const plainPlan = html`Free: paid checkouts need <code>sites premium on</code>`;

function clientList(site: FrontDoorSite): Html | string {
  if (!site.clients.length) return 'none';
  return html`<ul>
    ${site.clients.map((c) => html`<li><code>${c.id}</code> (${c.name})</li>`)}
  </ul>`;
}

function siteRow(site: FrontDoorSite): Html {
  return html`<tr>
    <td>${site.name}<br /><code>${site.id}</code><br />${CATALOG_LABEL[site.catalogVersion]}</td>
    <td>${site.premium ? 'Premium' : plainPlan}</td>
    <td>${clientList(site)}</td>
    <td>${site.apps.join(', ') || 'none'}</td>
  </tr>`;
}

function sitesTable(sites: FrontDoorSite[]): Html {
  if (!sites.length)
    return html`<h2>Sites</h2>
      <p>No site yet. Run <code>npm run platform -- seed</code> to create the demo site.</p>`;
  return html`<h2>Sites</h2>
    ${dataTable({
      caption: html`A storefront uses one of these client ids (<code>PLATFORM_CLIENT_ID</code>); its
      visitors reach only that site's installed apps.`,
      columns: ['Site', 'Plan', 'OAuth client ids', 'Installed apps'],
      rows: sites.map(siteRow),
    })}`;
}

function commands(): Html {
  return html`<h2>Command line</h2>
    <p>From the repository's root: <code>npm run platform -- &lt;command&gt;</code></p>
    ${dataTable({
      columns: ['Command', 'What it does'],
      rows: COMMANDS.map(
        ([command, what]) =>
          html`<tr>
            <td><code>${command}</code></td>
            <td>${what}</td>
          </tr>`,
      ),
    })}`;
}

/** The platform's front door: what this server is, its local tools, its sites, its CLI. */
export function frontDoorPage(sites: FrontDoorSite[]): string {
  return page(
    'Local platform',
    html`<h1>Local platform</h1>
      <p>
        This is the local copy of the platform, running on this machine with its state in
        PostgreSQL. It answers the platform's REST protocol on this origin; the real platform
        (<code>https://www.wixapis.com</code>) has no such page. A request that does not ask for
        HTML gets the usual JSON 404 here.
      </p>
      ${tools()} ${sitesTable(sites)} ${commands()}`,
    CSS,
  );
}

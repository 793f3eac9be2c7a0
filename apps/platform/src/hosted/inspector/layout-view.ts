import { Html, html, page, sectionNav } from '../html';
import type { SiteChoice } from './sites-query';

export const TABS = [
  { id: 'requests', label: 'Requests' },
  { id: 'outbox', label: 'Event outbox' },
  { id: 'deliveries', label: 'Deliveries' },
  { id: 'mail', label: 'Mail' },
  { id: 'reset', label: 'Reset to seed' },
] as const;
export type Tab = (typeof TABS)[number]['id'];

export interface InspectorContext {
  site: SiteChoice;
  sites: SiteChoice[];
  tab: Tab;
  /** The local tools' token (plugins/local-tools.ts): every form that changes state carries it. */
  token: string;
  /** A one-line result of the last action (replayed, reset), announced as a status. */
  notice?: string;
}

const CSS = `
main{max-width:78rem}
nav ul{display:flex;flex-wrap:wrap;gap:.25rem;list-style:none;margin:0 0 1rem;padding:0;border-bottom:1px solid var(--border)}
nav a{display:block;padding:.5rem .9rem;border-radius:8px 8px 0 0;color:var(--accent-strong);text-decoration:none;font-weight:600}
nav a[aria-current=page]{background:var(--accent);color:#fff}
table{width:100%;border-collapse:collapse;font-size:.92rem}
caption{text-align:left;color:var(--muted);padding-bottom:.5rem}
th,td{text-align:left;padding:.35rem .4rem;border-bottom:1px solid var(--border);vertical-align:top}
td.path,td.wrap{overflow-wrap:anywhere}
.retired{display:block;margin-top:.2rem;font-size:.85rem;color:var(--warning)}
td ul{margin:0;padding-left:1rem}
.filters{display:flex;flex-wrap:wrap;gap:1rem;align-items:end;margin-bottom:1rem}
.filters label{margin-top:0}
.filters input,.filters select{width:auto;max-width:100%}
.filters label{max-width:100%;min-width:0}
select{display:block;min-height:calc(1.5em + 1.2rem + 2px);margin-top:.25rem;padding:.6rem .7rem;font:inherit;background:var(--surface);border:1px solid var(--field-border);border-radius:8px}
.filters button,td button{margin-top:0}
td button{padding:.3rem .8rem}
.s2{color:var(--success)}.s3{color:var(--muted)}.s4{color:var(--warning)}.s5{color:var(--danger);font-weight:700}
.notice{padding:.75rem 1rem;border-radius:8px;background:var(--success-soft);color:var(--success);margin-bottom:1rem}
.check{display:flex;gap:.5rem;align-items:center}
.check input{width:auto;margin:0}
@media (max-width:40rem){main{padding:1rem}th,td{padding:.3rem .2rem}section{overflow-x:auto}}
`;

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([k, v]) =>
      v === undefined || v === '' ? [] : [[k, String(v)]],
    ),
  ).toString();

export function inspectorHref(
  ctx: InspectorContext,
  params: Record<string, string | number | undefined> = {},
): string {
  return `/inspector?${query({ site: ctx.site.id, tab: ctx.tab, ...params })}`;
}

/**
 * One paged list of the inspector: its heading, the table (or what to do to fill it), a "Show
 * more" link when the page came back full, and anything after it.
 */
export function pagedSection(
  ctx: InspectorContext,
  section: { id: string; title: string; shown: number; limit: number; after?: Html },
  body: Html,
): Html {
  const { id, title, shown, limit } = section;
  const more =
    shown === limit
      ? html`<p><a href="${inspectorHref(ctx, { limit: limit + 50 })}">Show more</a></p>`
      : '';
  return html`<section aria-labelledby="${id}-title">
    <h2 id="${id}-title">${title}</h2>
    ${body} ${more} ${section.after ?? ''}
  </section>`;
}

/** The hidden field that proves a POST came from this page (CSRF), beside the same-origin check. */
export const tokenField = (ctx: InspectorContext): Html =>
  html`<input type="hidden" name="token" value="${ctx.token}" />`;

function siteSelector(ctx: InspectorContext): Html | '' {
  if (ctx.sites.length < 2) return '';
  return html`<form method="get" action="/inspector" class="filters">
    <input type="hidden" name="tab" value="${ctx.tab}" />
    <label
      >Site
      <select name="site">
        ${ctx.sites.map(
          (s) =>
            html`<option value="${s.id}" ${s.id === ctx.site.id ? new Html('selected') : ''}>
              ${s.name} (${s.id})
            </option>`,
        )}
      </select>
    </label>
    <button type="submit">Show site</button>
  </form>`;
}

function tabs(ctx: InspectorContext): Html {
  const links = TABS.map((t) => ({
    href: inspectorHref({ ...ctx, tab: t.id }),
    label: t.label,
    current: t.id === ctx.tab,
  }));
  return sectionNav('Inspector sections', links);
}

/** The inspector's frame: title, site, section tabs, the last action's notice, then the section. */
export function inspectorPage(ctx: InspectorContext, section: Html): string {
  const label = TABS.find((t) => t.id === ctx.tab)?.label ?? '';
  return page(
    `${label} · Inspector`,
    html`<h1>Platform inspector</h1>
      <p class="hint">
        A local tool of this platform (the real platform has none). Site:
        <strong>${ctx.site.name}</strong> <code>${ctx.site.id}</code>
      </p>
      ${siteSelector(ctx)} ${tabs(ctx)}
      ${ctx.notice ? html`<p class="notice" role="status">${ctx.notice}</p>` : ''} ${section}`,
    CSS,
  );
}

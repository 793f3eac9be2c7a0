import { PALETTE, paletteCss } from '@headless/contract';

/** Server-rendered pages of the platform: plain HTML and a little CSS, no script, no framework. */
export function escapeHtml(value: unknown): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Tagged template that escapes every interpolation unless it is already `Html`. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    const text = Array.isArray(v)
      ? v.map((x) => (x instanceof Html ? x.value : escapeHtml(x))).join('')
      : v instanceof Html
        ? v.value
        : v === undefined || v === null || v === false
          ? ''
          : escapeHtml(v);
    out += text + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

/**
 * A table of records (dataTable) on a phone: one block per record, each value under its column's
 * name. The name is drawn for the eye only (`/ ""`: no alternative text), since the cell's column
 * header already names it to assistive technology.
 */
const RECORDS_ON_A_PHONE = `@media (max-width:40rem){
table.records thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
table.records,table.records tbody,table.records tr{display:block;width:100%}
table.records tr{padding:.5rem 0;border-bottom:1px solid var(--border)}
table.records td{display:grid;grid-template-columns:minmax(5.5rem,30%) minmax(0,1fr);gap:.75rem;padding:.15rem 0;border:0;overflow-wrap:break-word}
table.records td::before{content:attr(data-label) / "";font-weight:600;color:var(--muted)}
table.records td code{overflow-wrap:anywhere}
}`;

/** The shell's palette (packages/contract/src/palette.ts): one blue on every page. */
const CSS = `
${paletteCss()}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--text);background:var(--bg)}
main{max-width:34rem;margin:2rem auto;padding:1.5rem;background:var(--surface);border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:1.5rem;margin:0 0 1rem}
h2{font-size:1.15rem;margin:1.25rem 0 .5rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 1.5rem}
dt{font-weight:600}
dd{margin:0}
label{display:block;font-weight:600;margin-top:1rem}
input{display:block;width:100%;margin-top:.25rem;padding:.6rem .7rem;font:inherit;border:1px solid var(--field-border);border-radius:8px}
input[aria-invalid=true]{border-color:var(--danger)}
.hint{margin:.25rem 0 0;color:var(--muted);font-size:.9rem}
.error{margin:.25rem 0 0;color:var(--danger);font-size:.9rem}
a{color:var(--accent-strong)}
.alert{padding:.75rem 1rem;border-radius:8px;background:var(--danger-soft);color:var(--danger);margin-bottom:1rem}
button,.button{display:inline-block;margin-top:1.5rem;padding:.7rem 1.4rem;font:inherit;font-weight:600;color:#fff;background:var(--accent);border:0;border-radius:8px;text-decoration:none;cursor:pointer}
button:hover,.button:hover{background:var(--accent-strong)}
button.secondary{color:var(--accent-strong);background:var(--surface);border:1px solid var(--accent)}
button.secondary:hover{background:var(--accent-soft)}
.back-to-site{max-width:34rem;margin:1rem auto -1rem;padding:0 1.5rem}
.back-to-site a{display:inline-flex;align-items:center;gap:.35rem;min-height:44px;padding:0 .25rem;color:var(--accent-strong);font-weight:600}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
td{overflow-wrap:anywhere}
${RECORDS_ON_A_PHONE}
`;

/**
 * The tab's icon, inline: without one the browser asks for /favicon.ico, a 404 in the console of
 * every hosted page. A data: URL costs no request, and the CSP the pages send (frame-ancestors
 * only, plugins/framing.ts) leaves images unrestricted.
 */
const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">' +
    `<rect width="16" height="16" rx="4" fill="${PALETTE.accent}"/></svg>`,
)}`;

/**
 * Every page's visible way back to the site (README.md "Return URLs"): a link to the session's
 * postFlowUrl carrying a CANCELED callback (`cancelUrl` in callback.ts); none without one.
 */
function backToSite(href: string | undefined): Html | '' {
  return href
    ? html`<nav class="back-to-site" aria-label="Leave this page">
        <a href="${href}" data-testid="back-to-site"
          ><span aria-hidden="true">←</span> Back to the site</a
        >
      </nav>`
    : '';
}

/** One link of a section nav; `current` marks the section shown. */
export interface SectionLink {
  href: string;
  label: string;
  current: boolean;
}

/** A page's sections as links, the one shown marked `aria-current` (for screen readers and CSS). */
export function sectionNav(name: string, links: SectionLink[]): Html {
  return html`<nav aria-label="${name}">
    <ul>
      ${links.map(
        (link) =>
          html`<li>
            <a href="${link.href}" ${link.current ? html`aria-current="page"` : ''}
              >${link.label}</a
            >
          </li>`,
      )}
    </ul>
  </nav>`;
}

/**
 * The shell of every hosted page. Its content sits in `#SITE_CONTAINER`, the element the real
 * platform's pages render into: apps' end-to-end tests wait on it before reading a page.
 */
export function page(title: string, body: Html, extraCss = '', backHref?: string): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <link rel="icon" type="image/svg+xml" href="${ICON}" />
        <style>
          ${new Html(CSS + extraCss)}
        </style>
      </head>
      <body>
        <div id="SITE_CONTAINER">
          ${backToSite(backHref)}
          <main>${body}</main>
        </div>
      </body>
    </html> `.value;
}

/** A table of records: what it lists (`caption`), its columns' names, one `<tr>` per record. */
export interface DataTable {
  caption?: Html | string;
  /** `hint` shows the caption in the hint style. */
  captionClass?: 'hint';
  /** Names a table without a caption for assistive technology. */
  label?: string;
  columns: readonly string[];
  rows: readonly Html[];
}

export function dataTable(table: DataTable): Html {
  const { caption, captionClass, label, columns, rows } = table;
  const captionClassAttribute = captionClass ? html` class="${captionClass}"` : '';
  // The roles are explicit because a phone shows the table as blocks (RECORDS_ON_A_PHONE), and a
  // browser drops a table's roles once its parts are no longer displayed as a table.
  return html`<table class="records" role="table" ${label ? html` aria-label="${label}"` : ''}>
    ${caption ? html`<caption${captionClassAttribute}>${caption}</caption>` : ''}
    <thead role="rowgroup">
      <tr role="row">
        ${columns.map((c) => html`<th scope="col" role="columnheader">${c}</th>`)}
      </tr>
    </thead>
    <tbody role="rowgroup">
      ${rows.map((row) => labelCells(row, columns))}
    </tbody>
  </table>`;
}

/**
 * Each cell names its column (`data-label`), which a phone shows beside the value when the table
 * stacks into one block per record (RECORDS_ON_A_PHONE): five squeezed columns are unreadable at
 * 390 px. Rows are this module's own markup, one `<tr` per record and one `<td` per column in
 * order; both get their role back explicitly (see dataTable).
 */
function labelCells(row: Html, columns: readonly string[]): Html {
  let index = 0;
  return new Html(
    row.value
      .replace(/<tr\b/g, '<tr role="row"')
      .replace(
        /<td\b/g,
        () => `<td role="cell" data-label="${escapeHtml(columns[index++] ?? '')}"`,
      ),
  );
}

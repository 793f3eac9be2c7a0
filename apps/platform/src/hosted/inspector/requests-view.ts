import { formatDay, formatInstant } from '@headless/contract';
import { isRemoved, removalDate, retiredApiOf } from '../../http/retired-apis';
import { Html, dataTable, html } from '../html';
import { inspectorHref, type InspectorContext } from './layout-view';
import { STATUS_CLASSES, type RequestFilter, type RequestRow } from './requests-query';

function filterForm(ctx: InspectorContext, filter: RequestFilter): Html {
  return html`<form method="get" action="/inspector" class="filters" aria-label="Filter requests">
    <input type="hidden" name="site" value="${ctx.site.id}" />
    <input type="hidden" name="tab" value="requests" />
    <label
      >Status
      <select name="status">
        <option value="">All</option>
        ${STATUS_CLASSES.map(
          (c) =>
            html`<option value="${c}" ${c === filter.statusClass ? new Html('selected') : ''}>
              ${c}
            </option>`,
        )}
      </select>
    </label>
    <label
      >Path contains
      <input type="search" name="path" value="${filter.path ?? ''}" />
    </label>
    <button type="submit">Filter</button>
  </form>`;
}

function emptyState(filter: RequestFilter): Html {
  if (filter.statusClass || filter.path) {
    return html`<p>No request matches these filters.</p>`;
  }
  return html`<p>
    No requests yet. Open the storefront, or call the API (for example
    <code>curl http://127.0.0.1:4000/health</code>), and each request shows here within a second.
    Nothing is recorded while the platform runs with <code>REQUEST_LOG=off</code>.
  </p>`;
}

/**
 * A call to a retired API generation (http/retired-apis.ts), said in words under its path: removed
 * or still to be, on which day (by the platform's clock), and the successor to move to.
 */
function retirementNote(path: string, now: Date): Html | '' {
  const api = retiredApiOf(path);
  if (!api) return '';
  const day = formatDay(removalDate(api));
  const state = isRemoved(api, now) ? `retired: removed ${day}` : `deprecated: removal ${day}`;
  return html`<span class="retired"
    >${api.name} ${state} → <a href="${api.successorDocs}">${api.successor}</a></span
  >`;
}

function row(r: RequestRow, now: Date): Html {
  return html`<tr>
    <td>${formatInstant(r.at)}</td>
    <td>${r.method}</td>
    <td class="path">${r.path}${retirementNote(r.path, now)}</td>
    <td class="s${String(r.status)[0]}">${r.status}</td>
    <td>${r.durationMs.toFixed(1)} ms</td>
    <td><code>${r.requestId ?? ''}</code></td>
  </tr>`;
}

/** This instance's log state: off, or how many entries it lost to a slow or absent database. */
export type LogState = { enabled: false } | { enabled: true; dropped: number };

function logStateNote(state: LogState): Html | '' {
  if (!state.enabled)
    return html`<p class="alert" role="status">
      The request log is off (<code>REQUEST_LOG=off</code>): new requests are not recorded.
    </p>`;
  if (!state.dropped) return '';
  return html`<p class="hint" role="status">
    ${state.dropped} entries were dropped by this instance while the database was unavailable.
  </p>`;
}

export function requestsSection(
  ctx: InspectorContext,
  filter: RequestFilter,
  rows: RequestRow[],
  state: LogState,
  now: Date,
): Html {
  const more =
    rows.length === filter.limit
      ? html`<p>
          <a
            href="${inspectorHref(ctx, {
              status: filter.statusClass,
              path: filter.path,
              limit: filter.limit + 50,
            })}"
            >Show more</a
          >
        </p>`
      : '';
  const table = dataTable({
    // html, not a string: the apostrophe stays as it is written.
    caption: html`Newest first: this site's requests and those made without a site (sign-in, hosted
    pages).`,
    columns: ['Time', 'Method', 'Path', 'Status', 'Duration', 'Request id'],
    rows: rows.map((r) => row(r, now)),
  });
  return html`<section aria-labelledby="requests-title">
    <h2 id="requests-title">Recent requests</h2>
    ${logStateNote(state)} ${filterForm(ctx, filter)} ${rows.length ? table : emptyState(filter)}
    ${more}
  </section>`;
}

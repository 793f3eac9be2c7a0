import { formatInstant } from '@headless/contract';
import { dataTable, html, type Html } from '../html';
import type { DeliveryRow } from './deliveries-query';
import { pagedSection, tokenField, type InspectorContext } from './layout-view';

function replayForm(ctx: InspectorContext, d: DeliveryRow): Html | string {
  // A pending delivery is already queued; replaying it would race the dispatcher.
  if (d.status === 'PENDING') return '';
  return html`<form method="post" action="/inspector/deliveries/${d.id}/replay">
    <input type="hidden" name="site" value="${ctx.site.id}" />
    ${tokenField(ctx)}
    <button type="submit" aria-label="Replay delivery ${d.id}">Replay</button>
  </form>`;
}

function row(ctx: InspectorContext, d: DeliveryRow): Html {
  return html`<tr>
    <td>${d.id}</td>
    <td>${d.eventType}<br /><code class="hint">${d.entityKey}</code></td>
    <td class="wrap">${d.url}</td>
    <td><strong>${d.status}</strong></td>
    <td>${d.attempts}</td>
    <td>${d.lastStatusCode ?? ''}</td>
    <td class="wrap">${d.lastError ?? ''}</td>
    <td>${d.status === 'PENDING' ? formatInstant(d.nextAttemptAt) : ''}</td>
    <td>${replayForm(ctx, d)}</td>
  </tr>`;
}

export function deliveriesSection(
  ctx: InspectorContext,
  deliveries: DeliveryRow[],
  limit: number,
): Html {
  const body = deliveries.length
    ? dataTable({
        caption:
          'Newest first: one delivery per subscription and event. Replay queues it again now, keeping its attempts.',
        columns: [
          ...['#', 'Event', 'Endpoint', 'Status', 'Attempts', 'Last status code', 'Last error'],
          ...['Next attempt', 'Action'],
        ],
        rows: deliveries.map((d) => row(ctx, d)),
      })
    : html`<p>
        No deliveries yet. Subscribe an endpoint to this site's events (the platform's webhook
        subscriptions, see the README), then cause an event: each one becomes a delivery here.
      </p>`;
  const shown = deliveries.length;
  return pagedSection(ctx, { id: 'deliveries', title: 'Webhook deliveries', shown, limit }, body);
}

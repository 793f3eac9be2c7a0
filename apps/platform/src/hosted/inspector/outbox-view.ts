import { formatInstant } from '@headless/contract';
import { dataTable, html, type Html } from '../html';
import { pagedSection, type InspectorContext } from './layout-view';
import type { OutboxEvent } from './outbox-query';

const identityText = (identity: unknown) =>
  identity === null || identity === undefined ? 'unknown' : JSON.stringify(identity);

function deliveriesCell(e: OutboxEvent): Html {
  if (!e.deliveries.length) return html`<span class="hint">no subscription</span>`;
  return html`<ul>
    ${e.deliveries.map(
      (d) => html`<li>${d.url}: <strong>${d.status}</strong> (${d.attempts} attempts)</li>`,
    )}
  </ul>`;
}

function row(e: OutboxEvent): Html {
  return html`<tr>
    <td>${formatInstant(e.createdAt)}</td>
    <td>${e.eventType}</td>
    <td class="wrap">${e.entity}<br /><code>${e.entityId}</code></td>
    <td class="wrap"><code>${identityText(e.identity)}</code></td>
    <td>${e.publishedAt ? html`yes, ${formatInstant(e.publishedAt)}` : 'not yet'}</td>
    <td class="wrap">${deliveriesCell(e)}</td>
  </tr>`;
}

export function outboxSection(ctx: InspectorContext, events: OutboxEvent[], limit: number): Html {
  const body = events.length
    ? dataTable({
        caption:
          'Newest first: every domain event the site recorded, in the transaction of its change.',
        columns: ['Time', 'Event type', 'Entity', 'Identity', 'Published', 'Deliveries'],
        rows: events.map(row),
      })
    : html`<p>
        No events yet. Book a slot, place an order or change a service on this site, and the events
        it records show here.
      </p>`;
  return pagedSection(
    ctx,
    { id: 'outbox', title: 'Event outbox', shown: events.length, limit },
    body,
  );
}

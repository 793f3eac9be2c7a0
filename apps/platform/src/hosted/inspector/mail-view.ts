import { formatInstant } from '@headless/contract';
import type { MailRow } from '../../db/schema/identity';
import { dataTable, html, type Html } from '../html';
import { pagedSection, type InspectorContext } from './layout-view';

export function mailSection(ctx: InspectorContext, rows: MailRow[], limit: number): Html {
  const body = rows.length
    ? dataTable({
        caption: 'Newest first. Nothing here was really sent; open one for its code or link.',
        columns: ['#', 'Time', 'To', 'Subject'],
        rows: rows.map(
          (r) =>
            html`<tr>
              <td><a href="/hosted/mail/${r.id}">${r.id}</a></td>
              <td>${formatInstant(r.createdAt)}</td>
              <td>${r.recipient}</td>
              <td>${r.subject}</td>
            </tr>`,
        ),
      })
    : html`<p>
        No mail yet. Register a member or ask for a password reset on the storefront, and the email
        lands here.
      </p>`;
  const after = html`<p><a href="/hosted/mail">The whole mail outbox</a></p>`;
  const section = { id: 'mail', title: 'Mail outbox', shown: rows.length, limit, after };
  return pagedSection(ctx, section, body);
}

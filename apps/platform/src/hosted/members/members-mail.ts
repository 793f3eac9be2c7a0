import { z } from 'zod';
import type { App } from '../../kernel/app-type';
import type { MailRow } from '../../db/schema/identity';
import { messagePage } from '../bookings/checkout-view';
import { send } from '../store/ecom-replies';
import { dataTable, html, page } from '../html';
import { formatInstant, MAX_ID_LENGTH } from '@headless/contract';
import { getMail, listMail } from '../../modules/identity/index';

const CSS = `
table{width:100%;border-collapse:collapse}
th,td{text-align:left;padding:.4rem .25rem;border-bottom:1px solid var(--border);vertical-align:top}
code{font-size:1.1rem;font-weight:700}
pre{white-space:pre-wrap;word-break:break-all}
`;

/** The secret a developer needs from the mail, as a link when it is one. */
const secretOf = (row: MailRow) =>
  row.code
    ? html`<code>${row.code}</code>`
    : row.link
      ? html`<a href="${row.link}">Open link</a>`
      : '';

function listPage(rows: MailRow[]): string {
  const body = rows.length
    ? dataTable({
        caption: 'Newest first. Nothing here was really sent.',
        captionClass: 'hint',
        columns: ['#', 'To', 'Subject', 'Code or link'],
        rows: rows.map(
          (r) =>
            html`<tr>
              <td><a href="/hosted/mail/${r.id}">${r.id}</a></td>
              <td>${r.recipient}<br /><span class="hint">${formatInstant(r.createdAt)}</span></td>
              <td>${r.subject}</td>
              <td>${secretOf(r)}</td>
            </tr>`,
        ),
      })
    : html`<p>No mail yet. Register or ask for a password reset, and the email lands here.</p>`;
  return page(
    'Mail outbox',
    html`<h1>Mail outbox</h1>
      ${body}
      <p><a href="/inspector">Open the inspector</a> (requests, events, deliveries, reset)</p>`,
    CSS,
  );
}

function mailPage(row: MailRow): string {
  return page(
    row.subject,
    html`<h1>${row.subject}</h1>
      <dl>
        <dt>To</dt>
        <dd>${row.recipient}</dd>
        <dt>Sent</dt>
        <dd>${formatInstant(row.createdAt)}</dd>
        <dt>Kind</dt>
        <dd>${row.kind}</dd>
      </dl>
      <pre>${row.body}</pre>
      <p>${secretOf(row)}</p>
      <p><a href="/hosted/mail">All mail</a></p>`,
    CSS,
  );
}

/**
 * The local mail outbox: open on loopback, but a local tool (plugins/local-tools.ts): no CORS, and
 * the token when the platform listens beyond loopback, since it shows every code and recovery link.
 */
export default async function hostedMailRoutes(app: App): Promise<void> {
  app.get('/hosted/mail', { schema: { hide: true } }, async (_request, reply) =>
    send(reply, 200, listPage(await listMail(app.db))),
  );
  const params = z.object({ id: z.string().max(MAX_ID_LENGTH) });
  app.get('/hosted/mail/:id', { schema: { params, hide: true } }, async (request, reply) => {
    const row = await getMail(app.db, Number(request.params.id));
    if (!row) return send(reply, 404, messagePage('Mail not found', 'There is no such mail.'));
    return send(reply, 200, mailPage(row));
  });
}

import { dataTable, html, type Html } from '../html';
import { tokenField, type InspectorContext } from './layout-view';
import type { TableCount } from './reset-preview';

function deletedList(counts: TableCount[]): Html {
  if (!counts.length) return html`<p>Every table is empty: a reset only seeds the demo site.</p>`;
  return dataTable({
    caption: 'Tables a reset empties, with their rows now',
    columns: ['Table', 'Rows'],
    rows: counts.map(
      (c) =>
        html`<tr>
          <td>${c.table}</td>
          <td>${c.rows}</td>
        </tr>`,
    ),
  });
}

/** The confirmation step: what goes, a checkbox that must be ticked, then the button. */
export function resetSection(ctx: InspectorContext, counts: TableCount[], error?: string): Html {
  const errorId = 'confirm-error';
  return html`<section aria-labelledby="reset-title">
    <h2 id="reset-title">Reset to seed</h2>
    <p>
      This deletes <strong>all data of every site</strong> (${ctx.sites.length}
      ${ctx.sites.length === 1 ? 'site' : 'sites'}): bookings, carts, orders, members, events, mail,
      webhook deliveries, and this request log. Then it seeds the demo site again, as
      <code>npm run platform -- reset --yes</code> does. The signing keys are kept, so issued tokens
      and webhook signatures stay verifiable, and so are the demo site's webhook subscriptions.
    </p>
    ${deletedList(counts)}
    <form method="post" action="/inspector/reset">
      <input type="hidden" name="site" value="${ctx.site.id}" />
      ${tokenField(ctx)}
      <label class="check">
        <input
          type="checkbox"
          name="confirm"
          value="yes"
          required
          ${error ? html`aria-invalid="true" aria-describedby="${errorId}"` : ''}
        />
        I understand that this deletes the data above
      </label>
      ${error ? html`<p class="error" id="${errorId}" role="alert">${error}</p>` : ''}
      <button type="submit">Delete everything and reseed</button>
    </form>
  </section>`;
}

import {
  ACCOUNT_SECTIONS,
  type AccountSection,
  formatDay,
  MAX_ID_LENGTH,
} from '@headless/contract';
import { z } from 'zod';
import type { App } from '../../kernel/app-type';
import type { MemberRow } from '../../db/schema/identity';
import { messagePage } from '../bookings/checkout-view';
import { send } from '../store/ecom-replies';
import { dataTable, html, page, sectionNav, type Html } from '../html';
import { SECTION_DATA, type SectionTable } from './members-data';
import { findMember } from '../../modules/members/index';
import { findIdentityRedirect } from '../../modules/identity/index';

const TITLES: Record<AccountSection, string> = {
  ACCOUNT_INFO: 'My account',
  BOOKINGS: 'My bookings',
  ORDERS: 'My orders',
  SUBSCRIPTIONS: 'My subscriptions',
  EVENTS: 'My events',
};

const CSS = `
nav ul{list-style:none;display:flex;flex-wrap:wrap;gap:.5rem 1rem;padding:0;margin:0 0 1.5rem}
nav a[aria-current=page]{color:var(--text);font-weight:700;text-decoration:none}
table{width:100%;border-collapse:collapse}
th,td{text-align:left;padding:.4rem .25rem;border-bottom:1px solid var(--border)}
`;

function nav(sessionId: string, current?: AccountSection): Html {
  const links = ACCOUNT_SECTIONS.map((s) => ({
    href: `/hosted/members-account/${sessionId}?section=${s}`,
    label: TITLES[s],
    current: s === current,
  }));
  return sectionNav('Account sections', links);
}

function info(member: MemberRow): Html {
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ') || '—';
  return html`<dl>
    <dt>Email</dt>
    <dd>${member.email}</dd>
    <dt>Name</dt>
    <dd>${name}</dd>
    <dt>Nickname</dt>
    <dd>${member.nickname ?? '—'}</dd>
    <dt>Member since</dt>
    <dd>${formatDay(member.createdAt)}</dd>
  </dl>`;
}

function table(section: AccountSection, data: SectionTable): Html {
  if (!data.rows.length) return html`<p>Nothing here yet.</p>`;
  return dataTable({
    label: TITLES[section],
    columns: data.headers,
    rows: data.rows.map(
      (r) =>
        html`<tr>
          ${r.map((c) => html`<td>${c}</td>`)}
        </tr>`,
    ),
  });
}

const params = z.object({ sessionId: z.string().max(MAX_ID_LENGTH) });
// Any text: a section the account lacks (an old or hand-edited link) gets a page, not JSON.
const query = z.object({ section: z.string().max(MAX_ID_LENGTH).optional() });

/** What a session made without a section opens (the SDK's typings name it the default). */
const DEFAULT_SECTION: AccountSection = 'ACCOUNT_INFO';

const isSection = (section: string): section is AccountSection =>
  (ACCOUNT_SECTIONS as readonly string[]).includes(section);

/** A section the account does not have: said in words, with the sections it has and the way back. */
function noSuchSection(sessionId: string, section: string, backHref?: string): string {
  const title = 'No such account section';
  const content = html`<h1>${title}</h1>
    <p role="status">This account has no section “${section}”. Choose one of these:</p>
    ${nav(sessionId)}`;
  return page(title, content, CSS, backHref);
}

/** The members account pages: the member's own data only, for the member who made the session. */
export default async function hostedAccountRoutes(app: App): Promise<void> {
  const path = '/hosted/members-account/:sessionId';
  app.get(path, { schema: { params, querystring: query, hide: true } }, async (request, reply) => {
    const { sessionId } = request.params;
    const session = await findIdentityRedirect(
      app.db,
      sessionId,
      ['membersAccount'],
      app.clock.now(),
    );
    const member =
      session && (await findMember(app.db, session.siteId, session.payload.memberId ?? ''));
    if (!session || !member)
      return send(
        reply,
        404,
        messagePage('Page not found', 'This account link is unknown or has expired.'),
      );
    const section = request.query.section ?? session.payload.section ?? DEFAULT_SECTION;
    const back = session.callbacks.postFlowUrl;
    if (!isSection(section)) return send(reply, 404, noSuchSection(sessionId, section, back));
    const body =
      section === 'ACCOUNT_INFO'
        ? info(member)
        : table(
            section,
            await SECTION_DATA[section](app.db, session.siteId, member.id, app.clock.now()),
          );
    const content = html`<h1>${TITLES[section]}</h1>
      ${nav(sessionId, section)} ${body}`;
    return send(reply, 200, page(TITLES[section], content, CSS, back));
  });
}

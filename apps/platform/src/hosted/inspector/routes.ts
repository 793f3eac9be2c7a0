import { z } from 'zod';
import type { App } from '../../kernel/app-type';
import { resetToSeed } from '../../seed/reset';
import { messagePage } from '../bookings/checkout-view';
import { redirect, send } from '../store/ecom-replies';
import { inspectorPage, TABS, type InspectorContext, type Tab } from './layout-view';
import { replayDelivery } from '../../webhooks/replay';
import { STATUS_CLASSES } from './requests-query';
import { resetPreview } from './reset-preview';
import { resetSection } from './reset-view';
import { SECTIONS } from './sections';
import { requireFormToken } from '../../plugins/local-tools';
import { refuseCrossSite } from './same-origin';
import { chooseSite, listSites } from './sites-query';
import { MAX_TEXT_LENGTH } from '@headless/contract';

const DEFAULT_LIMIT = 50;
const tabIds = TABS.map((t) => t.id) as [Tab, ...Tab[]];

const pageQuery = z.object({
  site: z.string().max(64).optional(),
  tab: z.enum(tabIds).default('requests'),
  status: z.union([z.enum(STATUS_CLASSES), z.literal('')]).optional(),
  path: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(DEFAULT_LIMIT),
  done: z.enum(['replayed', 'reset']).optional(),
  delivery: z.coerce.number().int().positive().optional(),
});
type PageQuery = z.infer<typeof pageQuery>;

/** Form fields arrive as strings (or not at all); anything else counts as absent. */
const formBody = z.object({
  site: z.string().max(MAX_TEXT_LENGTH).optional(),
  confirm: z.string().max(MAX_TEXT_LENGTH).optional(),
});
const formOf = (body: unknown) => formBody.safeParse(body ?? {}).data ?? {};

function noticeOf(q: PageQuery): string | undefined {
  if (q.done === 'replayed')
    return `Delivery ${q.delivery ?? ''} is queued again; the dispatcher sends it next.`;
  if (q.done === 'reset')
    return 'Reset done: every table was emptied and the demo site seeded again.';
  return undefined;
}

async function contextFor(app: App, siteId: string | undefined, tab: Tab) {
  const sites = await listSites(app.db);
  const site = chooseSite(sites, siteId);
  return site ? { site, sites, tab, token: app.toolsToken } : undefined;
}

const noSitePage = messagePage(
  'No site',
  'The database holds no site. Run `npm run platform -- seed` to create the demo site.',
);

/** The local inspector (README "Inspector"): requests, events, deliveries, mail, reset. */
export default async function inspectorRoutes(app: App): Promise<void> {
  app.get('/inspector', { schema: { querystring: pageQuery, hide: true } }, async (req, reply) => {
    const q = req.query;
    const ctx = await contextFor(app, q.site, q.tab);
    if (!ctx) return send(reply, 404, noSitePage);
    const section = await SECTIONS[q.tab](app, ctx, {
      limit: q.limit,
      status: q.status || undefined,
      path: q.path || undefined,
    });
    return send(reply, 200, inspectorPage({ ...ctx, notice: noticeOf(q) }, section));
  });

  const params = z.object({ id: z.string().max(20) });
  app.post(
    '/inspector/deliveries/:id/replay',
    { schema: { params, hide: true }, onRequest: refuseCrossSite, preValidation: requireFormToken },
    async (req, reply) => {
      const ctx = await contextFor(app, formOf(req.body).site, 'deliveries');
      if (!ctx) return send(reply, 404, noSitePage);
      const id = Number(req.params.id);
      const known = Number.isSafeInteger(id) && id > 0;
      if (!known || !(await replayDelivery(app.db, ctx.site.id, id))) {
        const message = 'This site has no such delivery.';
        return send(reply, 404, messagePage('Nothing to replay', message, backTo(ctx)));
      }
      return redirect(
        reply,
        `/inspector?site=${ctx.site.id}&tab=deliveries&done=replayed&delivery=${id}`,
      );
    },
  );

  app.post(
    '/inspector/reset',
    { schema: { hide: true }, onRequest: refuseCrossSite, preValidation: requireFormToken },
    async (req, reply) => {
      const form = formOf(req.body);
      const ctx = await contextFor(app, form.site, 'reset');
      if (form.confirm !== 'yes') {
        if (!ctx) return send(reply, 404, noSitePage);
        const error = 'Tick the box to confirm: nothing was deleted.';
        const section = resetSection(ctx, await resetPreview(app.db), error);
        return send(reply, 400, inspectorPage(ctx, section));
      }
      await resetToSeed(app.db);
      return redirect(reply, '/inspector?tab=reset&done=reset');
    },
  );
}

function backTo(ctx: InspectorContext) {
  return { href: `/inspector?site=${ctx.site.id}&tab=deliveries`, label: 'Back to deliveries' };
}

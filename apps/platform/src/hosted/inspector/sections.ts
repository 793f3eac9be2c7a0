import type { App } from '../../kernel/app-type';
import type { Html } from '../html';
import { listDeliveries } from './deliveries-query';
import { deliveriesSection } from './deliveries-view';
import type { InspectorContext, Tab } from './layout-view';
import { mailSection } from './mail-view';
import { listOutbox } from './outbox-query';
import { outboxSection } from './outbox-view';
import { listRequests, type StatusClass } from './requests-query';
import { requestsSection } from './requests-view';
import { resetPreview } from './reset-preview';
import { resetSection } from './reset-view';
import { listMail } from '../../modules/identity';

export interface SectionQuery {
  limit: number;
  status?: StatusClass;
  path?: string;
}

type Section = (app: App, ctx: InspectorContext, q: SectionQuery) => Promise<Html>;

/** One renderer per tab; each reads only the selected site's rows. */
export const SECTIONS: Record<Tab, Section> = {
  requests: async (app, ctx, q) => {
    const filter = { statusClass: q.status, path: q.path, limit: q.limit };
    const rows = await listRequests(app.db, ctx.site.id, filter);
    const log = app.requestLog;
    return requestsSection(
      ctx,
      filter,
      rows,
      log ? { enabled: true, dropped: log.dropped } : { enabled: false },
      app.clock.now(),
    );
  },
  outbox: async (app, ctx, q) =>
    outboxSection(ctx, await listOutbox(app.db, ctx.site.id, q.limit), q.limit),
  deliveries: async (app, ctx, q) =>
    deliveriesSection(ctx, await listDeliveries(app.db, ctx.site.id, q.limit), q.limit),
  mail: async (app, ctx, q) =>
    mailSection(ctx, await listMail(app.db, ctx.site.id, q.limit), q.limit),
  reset: async (app, ctx) => resetSection(ctx, await resetPreview(app.db)),
};

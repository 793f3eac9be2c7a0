import type { App } from '../../../kernel/app-type';
import { aboutRoutes } from './routes-abouts';
import { settingsRoutes } from './routes-settings';
import { socialRoutes } from './routes-social';

/** Members as a community (docs/protocol.md §2.8): follows, blocks, reports, About, privacy, roles. */
export default async function memberCommunityRoutes(app: App): Promise<void> {
  socialRoutes(app);
  aboutRoutes(app);
  settingsRoutes(app);
}

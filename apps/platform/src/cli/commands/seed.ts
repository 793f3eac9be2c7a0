import { DEMO_SITE_ID } from '@headless/contract';
import { hasDemoSite, seedDemoSite } from '../../seed';
import type { CommandContext } from '../types';

export async function seed({ db, io }: CommandContext): Promise<void> {
  if (await hasDemoSite(db)) {
    io.out(
      `The demo site ${DEMO_SITE_ID} already exists; nothing to do (use \`reset --yes\` to start over).`,
    );
    return;
  }
  await seedDemoSite(db);
  io.out(`Seeded the demo site ${DEMO_SITE_ID}.`);
}

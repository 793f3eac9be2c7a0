import { resetToSeed } from '../../seed/reset';
import { UsageError, type CommandContext } from '../types';

export async function reset({ db, io, options }: CommandContext): Promise<void> {
  if (!options.yes) {
    throw new UsageError(
      'reset deletes ALL data of the platform (sites, carts, bookings…). Run `reset --yes` to confirm.',
    );
  }
  const count = await resetToSeed(db);
  io.out(`Deleted the data of ${count} tables and seeded the demo site again.`);
}

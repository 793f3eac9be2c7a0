import type { bookingsServices } from '../../../db/schema/bookings';
export type ServiceValues = Partial<typeof bookingsServices.$inferInsert>;

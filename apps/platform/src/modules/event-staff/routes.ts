import {
  CreateEventStaffRequest,
  EventOnlyParams,
  EventStaffParams,
  EventStaffResponse,
  UpdateEventStaffRequest,
} from '@headless/contract';
import type { App } from '../../kernel/app-type';
import { ownerRoutes } from '../../owned/routes';
import { createStaff, deleteStaff, updateStaff } from './store';

const BASE = '/events/v1/events/:eventId/staff';

/**
 * An event's staff (owner only, local-only: the Events API publishes no staff calls). Each
 * create, update and delete records `wix.events.v1.staff_*`.
 */
export default async function eventStaffRoutes(app: App): Promise<void> {
  ownerRoutes(app, {
    app: 'events',
    response: EventStaffResponse,
    collection: { path: BASE, params: EventOnlyParams },
    one: { path: `${BASE}/:staffId`, params: EventStaffParams },
    create: { body: CreateEventStaffRequest, run: createStaff },
    update: { body: UpdateEventStaffRequest, run: updateStaff },
    remove: deleteStaff,
  });
}

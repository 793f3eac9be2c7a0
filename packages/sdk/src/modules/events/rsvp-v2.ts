import type { CreateRsvpV2Request, RsvpsV2Page, RsvpV2 as RsvpV2Wire } from '@headless/contract';
import type { FieldPath } from '../../core/field-path';
import type { SdkModule } from '../../core/module';
import { QueryBuilder } from '../../core/query-builder';
import { defineTransform, fromWire, type Transformed } from '../../core/transforms';

export type { RsvpV2Wire };

export const rsvpV2Transform = defineTransform({
  dates: ['createdDate', 'updatedDate', 'guestList.guests.checkInDetails.checkInDate'],
});
export type RsvpV2 = Transformed<RsvpV2Wire, typeof rsvpV2Transform>;
export type RsvpV2Field = FieldPath<Omit<RsvpV2Wire, 'form' | 'guestList'>>;
export type RsvpV2Input = CreateRsvpV2Request['rsvp'];

export interface RsvpsV2Result extends Omit<RsvpsV2Page, 'rsvps'> {
  rsvps: RsvpV2[];
}

export interface ListCurrentRsvpsOptions {
  /** Only these events' RSVPs. */
  eventId?: string[];
  limit?: number;
}

/**
 * RSVP V2 (`/events/v2/rsvps`), the successor of RSVP v1 (docs/protocol.md §2.6): v1's WAITING is
 * WAITLIST, `totalGuests` counts the respondent. Visitors respond, members read their own, the
 * owner reads, counts, deletes and checks guests in.
 */
export interface RsvpV2Api {
  /** `POST /events/v2/rsvps` → the RSVP, unwrapped; a full event with a waitlist gives WAITLIST. */
  createRsvp(rsvp: RsvpV2Input): Promise<RsvpV2>;
  /** `GET /events/v2/rsvps/current`: the member's (or visitor's) own RSVPs. */
  listCurrentRsvps(options?: ListCurrentRsvpsOptions): Promise<RsvpsV2Result>;
  /** `GET /events/v2/rsvps/{rsvpId}` (owner). */
  getRsvp(rsvpId: string): Promise<RsvpV2>;
  /** `POST /events/v2/rsvps/query` (owner) → `{ rsvps, pagingMetadata }`. */
  queryRsvps(): QueryBuilder<RsvpV2, RsvpV2Field>;
  /** `POST /events/v2/rsvps/count` (owner) → `{ count }`. */
  countRsvps(filter?: Record<string, unknown>): Promise<{ count: number }>;
  /** `DELETE /events/v2/rsvps/{rsvpId}` (owner). */
  deleteRsvp(rsvpId: string): Promise<void>;
  /** `POST /events/v2/rsvps/{rsvpId}/check-in` (owner): all guests, or those `guestIds`. */
  checkInRsvpGuests(rsvpId: string, options?: { guestIds?: number[] }): Promise<RsvpV2>;
}

const PATH = '/events/v2/rsvps';
type One = { rsvp: RsvpV2Wire };
const toRsvp = (wire: RsvpV2Wire): RsvpV2 => fromWire(rsvpV2Transform, wire);

export const rsvpV2: SdkModule<RsvpV2Api> = {
  create: (ctx) => {
    const one = async (method: 'GET' | 'POST', suffix: string, rsvpId: string, data?: object) => {
      const res = await ctx.request<One>({
        method,
        path: `${PATH}/{rsvpId}${suffix}`,
        pathParams: { rsvpId },
        ...(data ? { data: { ...data }, fieldMap: { guestIds: 'options.guestIds' } } : {}),
      });
      return toRsvp(res.rsvp);
    };
    return {
      async createRsvp(rsvp) {
        const res = await ctx.request<One>({ method: 'POST', path: PATH, data: { rsvp } });
        return toRsvp(res.rsvp);
      },
      async listCurrentRsvps(options = {}) {
        const res = await ctx.request<RsvpsV2Page>({
          method: 'GET',
          path: `${PATH}/current`,
          data: { eventId: options.eventId, 'paging.limit': options.limit },
          fieldMap: { eventId: 'options.eventId', 'paging.limit': 'options.limit' },
        });
        return { ...res, rsvps: res.rsvps.map(toRsvp) };
      },
      getRsvp: (rsvpId) => one('GET', '', rsvpId),
      queryRsvps: () =>
        new QueryBuilder(ctx, { path: `${PATH}/query`, resultKey: 'rsvps', fromWire: toRsvp }),
      countRsvps: (filter) =>
        ctx.request<{ count: number }>({
          method: 'POST',
          path: `${PATH}/count`,
          data: { filter },
          idempotent: true,
        }),
      async deleteRsvp(rsvpId) {
        await ctx.request({ method: 'DELETE', path: `${PATH}/{rsvpId}`, pathParams: { rsvpId } });
      },
      checkInRsvpGuests: (rsvpId, options = {}) => one('POST', '/check-in', rsvpId, options),
    };
  },
};

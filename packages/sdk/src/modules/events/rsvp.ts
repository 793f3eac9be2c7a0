import type { CreateRsvpRequest, ListRsvpsResponse, Rsvp as RsvpWire } from '@headless/contract';
import type { FieldPath } from '../../core/field-path';
import type { SdkModule } from '../../core/module';
import { QueryBuilder } from '../../core/query-builder';
import { defineTransform, fromWire, type Transformed } from '../../core/transforms';

export type { RsvpWire, CreateRsvpRequest };

export const rsvpTransform = defineTransform({ dates: ['createdDate', 'updatedDate'] });
export type Rsvp = Transformed<RsvpWire, typeof rsvpTransform>;
export type RsvpField = FieldPath<Omit<RsvpWire, 'form'>>;

export interface RsvpPage extends Omit<ListRsvpsResponse, 'rsvps'> {
  rsvps: Rsvp[];
}

/** Events v1 RSVP: visitors respond; the owner lists, queries and deletes. */
export interface RsvpApi {
  /** `POST /events/v1/rsvp` → the RSVP, unwrapped; a full event gives WAITING or RSVP_FULL. */
  createRsvp(request: CreateRsvpRequest): Promise<Rsvp>;
  /** `GET /events/v1/rsvp?eventId=` (owner): one event's RSVPs, oldest first. */
  listRsvps(eventId: string, options?: { offset?: number; limit?: number }): Promise<RsvpPage>;
  /** `POST /events/v1/rsvp/query` (owner) → `{ rsvps, pagingMetadata }`. */
  queryRsvps(): QueryBuilder<Rsvp, RsvpField>;
  /** `DELETE /events/v1/events/{eventId}/rsvp?rsvpId=…` (owner). */
  deleteRsvps(eventId: string, rsvpIds: string[]): Promise<void>;
}

const toRsvp = (wire: RsvpWire): Rsvp => fromWire(rsvpTransform, wire);

export const rsvp: SdkModule<RsvpApi> = {
  create: (ctx) => ({
    async createRsvp(request) {
      const res = await ctx.request<{ rsvp: RsvpWire }>({
        method: 'POST',
        path: '/events/v1/rsvp',
        data: { ...request },
      });
      return toRsvp(res.rsvp);
    },
    async listRsvps(eventId, options = {}) {
      const res = await ctx.request<ListRsvpsResponse>({
        method: 'GET',
        path: '/events/v1/rsvp',
        data: { eventId, ...options },
        fieldMap: { offset: 'options.offset', limit: 'options.limit' },
      });
      return { ...res, rsvps: res.rsvps.map(toRsvp) };
    },
    queryRsvps: () =>
      new QueryBuilder(ctx, {
        path: '/events/v1/rsvp/query',
        resultKey: 'rsvps',
        fromWire: toRsvp,
      }),
    async deleteRsvps(eventId, rsvpIds) {
      await ctx.request({
        method: 'DELETE',
        path: '/events/v1/events/{eventId}/rsvp',
        pathParams: { eventId },
        data: { rsvpId: rsvpIds },
        fieldMap: { rsvpId: 'rsvpIds' },
      });
    },
  }),
};

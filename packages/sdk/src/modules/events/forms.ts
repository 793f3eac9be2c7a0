import type { EventForm } from '@headless/contract';
import type { SdkModule } from '../../core/module';

/** Events' Forms: the registration form a checkout or RSVP asks guests to fill in. */
export interface EventFormsApi {
  /** `GET /events/v1/events/{eventId}/form` → the form (`draftForm`, deprecated, is the same). */
  getForm(eventId: string): Promise<EventForm>;
  /**
   * `DELETE /events/v1/events/{eventId}/form` (owner; deprecated on 2026-01-05): every form change
   * publishes at once, so there is no draft left to discard; the event must exist.
   */
  discardDraft(eventId: string): Promise<void>;
  /** `POST /events/v1/events/{eventId}/form/publish` (owner; deprecated): the form as published. */
  publishDraft(eventId: string): Promise<EventForm>;
}

export const eventForms: SdkModule<EventFormsApi> = {
  create: (ctx) => ({
    async getForm(eventId) {
      const res = await ctx.request<{ form: EventForm }>({
        method: 'GET',
        path: '/events/v1/events/{eventId}/form',
        pathParams: { eventId },
      });
      return res.form;
    },
    async discardDraft(eventId) {
      await ctx.request({
        method: 'DELETE',
        path: '/events/v1/events/{eventId}/form',
        pathParams: { eventId },
      });
    },
    async publishDraft(eventId) {
      const res = await ctx.request<{ form: EventForm }>({
        method: 'POST',
        path: '/events/v1/events/{eventId}/form/publish',
        pathParams: { eventId },
        data: {},
        idempotent: true,
      });
      return res.form;
    },
  }),
};
